import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 4,
  slug: 'online-trading-101',
  title: 'Spletno trgovanje od A do Ž: platforme, naročila, stroški in disciplina',
  summary:
    'Na kaj biti pozoren pri izbiri trgovalne platforme, kako delujejo glavne vrste naročil, koliko trgovanje v resnici stane ter kako upravljanje tveganja in disciplina vse skupaj povežeta.',
  date: '08/08/2023',
  body: `
<p>Spletno trgovanje je finančne trge približalo vsakomur, ki ima internetno povezavo. V nekaj minutah lahko odprete pozicijo na valutnem paru, delnici, indeksu, surovini ali kriptovaluti. Ta preprostost je hkrati tudi njegova največja nevarnost: enako hitro lahko odprete posel, ki ga ne razumete povsem. Ta članek obravnava štiri stvari, ki jih mora vsak spletni trgovalec obvladati: platformo, naročila, stroške in disciplino pri upravljanju tveganja.</p>

<h2>Trgovalna platforma</h2>
<p>Platforma je vaše delovno mesto, zato mora biti zanesljiva, pregledna in prijetna za uporabo. Večina ponudnikov ponuja spletno različico, ki deluje v brskalniku, mobilno aplikacijo in včasih namizno aplikacijo. Ne glede na to, katero izberete, preverite, ali ponuja:</p>
<ul>
<li>cene in grafe v realnem času s časovnimi okviri in kazalniki, ki jih potrebujete;</li>
<li>pregleden obrazec za naročilo, ki pred potrditvijo prikaže velikost, zahtevano kritje in vrednost ene točke;</li>
<li>naročila stop loss in take profit, ki jih lahko dodate že ob odprtju pozicije;</li>
<li>pregleden prikaz odprtih pozicij, kapitala na računu, kritja in zgodovine;</li>
<li>varnostne funkcije, kot je dvostopenjsko preverjanje pristnosti.</li>
</ul>
<p>Najprej si vzemite čas za demo različico. Ugotovite, kje je vsak gumb in kaj naredi, da vam nikoli ne bo treba iskati gumba za zaprtje, medtem ko se pozicija premika proti vam.</p>

<figure class="blog-figure"><img src="assets/images/blog/post-4/image-1.jpg" alt="Trgovalna platforma z grafom japonskih svečk, obrazcem za naročilo s poljema stop loss in take profit ter seznamom odprtih pozicij" width="1200" height="630" loading="lazy"></figure>

<h2>Vrste naročil</h2>
<p>Naročilo platformi pove, kaj naj naredi in pod katerimi pogoji. Če razumete razlike med njimi, lahko na trg vstopate in z njega izstopate pod svojimi pogoji.</p>
<ul>
<li><strong>Tržno naročilo:</strong> izvrši se takoj po najboljši razpoložljivi ceni. Uporabite ga, ko sta vstop na trg ali izstop z njega pomembnejša od natančne cene.</li>
<li><strong>Limitno naročilo:</strong> izvrši se samo po vaši ali boljši ceni. Nakupno limitno naročilo je pod trenutno ceno, prodajno pa nad njo.</li>
<li><strong>Naročilo stop:</strong> ko cena doseže raven, ki ste jo določili, postane tržno naročilo. Trgovalci ga uporabljajo za vstop, ko gibanje pridobiva zagon, ali za izstop, ko se obrne proti njim.</li>
<li><strong>Stop loss in take profit:</strong> dodata se poziciji, da jo samodejno zapreta pri načrtovani izgubi ali dobičku.</li>
<li><strong>Drseči stop (trailing stop):</strong> stop loss, ki sledi ceni, ko se giblje v vašo korist, in pri tem ohranja stalno razdaljo, ko se cena obrne, pa ostane na mestu.</li>
</ul>
<p>Ne pozabite, da naročilo stop ni jamstvo. Ko cena naredi vrzel, na primer po vikendu ali nepričakovani objavi, se naročilo izvrši po naslednji razpoložljivi ceni, ki je lahko slabša od ravni, ki ste jo določili. Temu pravimo zdrs cene (slippage).</p>

<h2>Koliko stane trgovanje</h2>
<p>Stroški so gotovi, dobički pa ne, zato se splača natančno vedeti, kaj plačujete. Glavne postavke so:</p>
<ul>
<li><strong>Razmik:</strong> razlika med nakupno in prodajno ceno, ki jo plačate pri vsakem poslu.</li>
<li><strong>Provizija:</strong> nadomestilo za posel, ki se pri nekaterih računih in instrumentih zaračuna namesto širšega razmika ali poleg njega.</li>
<li><strong>Financiranje čez noč:</strong> dnevni strošek ali dobropis pri pozicijah z vzvodom, ki jih obdržite prek presečnega časa.</li>
<li><strong>Pretvorba valut:</strong> uporabi se, ko je cena instrumenta izražena v drugi valuti kot vaš račun.</li>
</ul>
<p>Ponudnik te stroške objavi v svojih dokumentih. Preberite jih, preden začnete trgovati, in jih upoštevajte, ko presojate, ali se strategija splača: pristop, pri katerem zelo pogosto trgujete, je lahko pred stroški dobičkonosen, po njih pa prinaša izgubo.</p>

<h2>Upravljanje tveganja</h2>
<p>Upravljanje tveganja vas ohranja v igri dovolj dolgo, da se lahko naučite. Pred vstopom določite največjo izgubo na posel in velikost pozicije izračunajte iz tega zneska in razdalje do ravni stop loss. Prizadevajte si za posle, pri katerih je mogoči dobiček občutno večji od tveganja. Bodite pozorni na pozicije, ki so odvisne od istega dejavnika, na primer na več parov z dolarjem hkrati, saj lahko vse skupaj ustvarijo izgubo. Vzvod uporabljajte zmerno: največji razpoložljivi vzvod je omejitev, ne priporočilo.</p>

<figure class="blog-figure"><img src="assets/images/blog/post-4/image-2.jpg" alt="Kontrolni seznam pred sklenitvijo posla ob merilniku tveganja" width="1200" height="630" loading="lazy"></figure>

<h2>Disciplina</h2>
<p>Večina napak pri trgovanju ni povezana z analizo, temveč z vedenjem. Po izgubi vas mika, da bi takoj znova trgovali in denar dobili nazaj. Po dobičku vas mika, da bi podvojili velikost. Oba občutka sta naravna in oba sta draga. Pisni trgovalni načrt je najboljša obramba. V njem so zapisani instrumenti, s katerimi trgujete, čas trgovanja, kaj se mora zgoditi pred vstopom, kje izstopite in koliko tvegate. Držite se ga, vsak posel zapišite v dnevnik in načrt spreminjajte šele po mirnem pregledu rezultatov, nikoli sredi trgovalne seje. Če opazite, da kršite svoja pravila, si vzemite odmor.</p>

<h2>Na kratko</h2>
<p>Poznajte svojo platformo, svoja naročila, svoje stroške in svoje meje. S spletnim trgovanjem je preprosto začeti, dobro trgovati pa je zahtevno. Obravnavajte ga kot veščino, ki jo gradite postopoma, in med tem varujte svoj kapital.</p>

<p class="blog-risk">Opozorilo o tveganju: pogodbe na razliko (CFD) in drugi produkti z vzvodom so kompleksni instrumenti, pri katerih obstaja visoko tveganje hitre izgube denarja, saj vzvod povečuje izgube. Mnogi mali vlagatelji pri trgovanju s temi produkti izgubijo denar. Premislite, ali razumete, kako delujejo, in ali si lahko privoščite visoko tveganje, da izgubite svoj denar. Cene kriptovalut so zelo nestanovitne. Trgovanje morda ni primerno za vsakogar. Pretekla donosnost ni zanesljiv kazalnik prihodnjih rezultatov. Ta članek je namenjen zgolj izobraževanju in ne pomeni naložbenega svetovanja.</p>
`,
};
