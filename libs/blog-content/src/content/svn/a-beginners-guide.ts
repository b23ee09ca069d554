import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 2,
  slug: 'a-beginners-guide',
  title: 'Vodnik po trgovanju za začetnike: vaši prvi koraki',
  summary:
    'Od odprtja računa in vadbe na demo računu do izbire instrumentov, oddaje prvih naročil in odločitve, koliko tvegati pri vsakem poslu.',
  date: '14/07/2023',
  body: `
<p>Začetek trgovanja je lahko podoben vstopu v sobo, v kateri vsi že govorijo jezik, ki se ga vi šele učite. Grafi, razmiki, vzvod in vrste naročil se pojavijo hkrati. Dobra novica je, da se vam ni treba vsega naučiti prvi dan. Če prve korake naredite v pravem vrstnem redu in med učenjem tveganje ohranjate majhno, si vzamete čas, da razumete, kaj počnete, preden je v igri pravi denar. Ta vodnik vas popelje skozi te prve korake.</p>

<h2>1. korak: jasno si odgovorite, zakaj želite trgovati</h2>
<p>Preden odprete račun, se vprašajte, kaj želite doseči in koliko denarja bi lahko izgubili, ne da bi to vplivalo na vaše vsakdanje življenje, prihranke ali obveznosti. Trgovanje ni nadomestek za finančno rezervo za nepredvidene izdatke ali za pokojninsko varčevanje. Uporabljajte le denar, ki si ga lahko privoščite izgubiti, in si postavite realna pričakovanja: prvi meseci so namenjeni učenju, ne zaslužku.</p>

<h2>2. korak: odprite in preverite svoj račun</h2>
<p>Regulirani ponudnik mora poznati svoje stranke. Ob registraciji boste morali navesti osebne podatke ter predložiti dokazilo o istovetnosti in dokazilo o naslovu. Odgovoriti boste morali tudi na vprašanja o svojih izkušnjah in finančnem položaju. Ta vprašanja niso formalnost: ponudniku pomagajo oceniti, ali so produkti primerni za vas, hkrati pa so dobra priložnost, da o tem razmislite tudi sami. Uporabite močno geslo, podatkov za prijavo ne delite z nikomer in vklopite vse varnostne možnosti, ki jih ponuja platforma.</p>

<h2>3. korak: vadite na demo računu</h2>
<p>Demo račun vam omogoča trgovanje z virtualnim denarjem po dejanskih tržnih cenah. To je najvarnejše mesto, kjer se lahko naučite, kako deluje platforma: kako poiskati instrument, prebrati kotacijo, odpreti in zapreti pozicijo ter nastaviti stop loss. Z demo računom ravnajte, kot da bi bil denar pravi. Uporabljajte enake velikosti pozicij kot na pravem računu in si delajte zapiske. Demo račun vas ne more naučiti, kakšen je občutek, ko izgubite pravi denar, lahko pa poskrbi, da se napake z gumbi in nastavitvami zgodijo takrat, ko nič ne stanejo.</p>

<figure class="blog-figure"><img src="assets/images/blog/post-2/image-1.jpg" alt="Trgovalna platforma v demo načinu z grafom cen, seznamom spremljanih instrumentov in ploščo za naročila" width="1200" height="630" loading="lazy"></figure>

<h2>4. korak: izberite nekaj instrumentov</h2>
<p>Večina platform ponuja na stotine instrumentov z valutnega trga, delnic, indeksov, surovin in kriptovalut. Uprite se skušnjavi, da bi spremljali vse. Izberite dva ali tri, ki se vam zdijo zanimivi in ki jih želite preučiti: kdaj se z njimi trguje, za koliko se običajno premaknejo v enem dnevu, katere novice vplivajo nanje in koliko stane trgovanje z njimi. Dobro poznavanje nekaj trgov je vredno več kot površno poznavanje mnogih.</p>

<h2>5. korak: spoznajte osnovne vrste naročil</h2>
<p>Naročila so navodila, ki jih daste platformi. Štiri med njimi pokrijejo večino situacij, s katerimi se sreča začetnik:</p>
<ul>
<li><strong>Tržno naročilo:</strong> nakup ali prodaja takoj po najboljši razpoložljivi ceni. Je hitro, vendar se lahko cena, ki jo dobite, nekoliko razlikuje od tiste, ki ste jo videli.</li>
<li><strong>Limitno naročilo:</strong> nakup ali prodaja samo po izbrani ali boljši ceni. Daje vam nadzor nad ceno, vendar se morda nikoli ne izvrši.</li>
<li><strong>Stop loss:</strong> zapre vašo pozicijo, ko se cena premakne proti vam do vnaprej določene ravni. To je vaša najpomembnejša varnostna mreža, čeprav se lahko na hitrih trgih ali ob cenovni vrzeli po vikendu izvrši po slabši ceni od izbrane.</li>
<li><strong>Take profit:</strong> zapre vašo pozicijo, ko cena doseže vaš cilj, tako da je načrtovani dobiček zavarovan, ne da bi morali spremljati zaslon.</li>
</ul>

<h2>6. korak: določite, koliko boste tvegali pri vsakem poslu</h2>
<p>Najkoristnejša navada za novega trgovalca je, da se pred vsakim poslom odloči, kolikšen del računa je pripravljen izgubiti, če se posel obrne v napačno smer. Mnogi izkušeni trgovalci to omejijo na majhen delež računa, pogosto okrog enega ali dveh odstotkov. Recimo, da imate na računu 2.000 evrov in se odločite tvegati en odstotek. Vaša največja izguba pri enem poslu je torej 20 evrov. Če je vaš stop loss 40 točk od vstopne cene, je lahko vsaka točka vredna največ 50 centov, in to vam pove velikost pozicije. Če delate v tem vrstnem redu, od tveganja k velikosti in ne obratno, vam niz izgubljenih poslov ne bo izpraznil računa.</p>

<div class="blog-highlight"><img src="assets/images/blog/post-2/image-2.jpg" alt="Merilnik tveganja s kazalcem v območju nizkega tveganja" width="1200" height="630" loading="lazy"><p class="blog-highlight__text">Vzvod povečuje tako dobičke kot izgube. Z majhnim pologom lahko upravljate veliko pozicijo, kar pomeni, da vas lahko že majhen premik cene stane velik del pologa. Tveganje vedno izračunajte v denarju, preden pritisnete nakup ali prodajo.</p></div>

<h2>7. korak: vodite trgovalni dnevnik</h2>
<p>Zapišite si vsak posel: instrument, razlog za vstop, vstopno ceno, stop loss in cilj, rezultat ter kako ste se počutili. Po dvajsetih ali tridesetih poslih preberite svoje zapiske. Opazili boste vzorce, ki jih noben graf ne more pokazati, na primer prepogosto trgovanje po izgubi ali prezgodnje zapiranje dobičkonosnih poslov. Dnevnik izkušnje spremeni v znanje.</p>

<h2>Učite se naprej</h2>
<p>Trgi se spreminjajo in tudi vi se boste kot trgovalec spreminjali. Preberite izobraževalna gradiva, ki jih ponuja vaš ponudnik, spremljajte ekonomski koledar in na pravi račun preidite šele, ko boste na demo računu dosledno upoštevali lastna pravila. Ko to storite, začnite z majhnimi zneski.</p>

<p class="blog-risk">Opozorilo o tveganju: pogodbe na razliko (CFD) in drugi produkti z vzvodom so kompleksni instrumenti, pri katerih obstaja visoko tveganje hitre izgube denarja, saj vzvod povečuje izgube. Mnogi mali vlagatelji pri trgovanju s temi produkti izgubijo denar. Premislite, ali razumete, kako delujejo, in ali si lahko privoščite visoko tveganje, da izgubite svoj denar. Cene kriptovalut so zelo nestanovitne. Trgovanje morda ni primerno za vsakogar. Pretekla donosnost ni zanesljiv kazalnik prihodnjih rezultatov. Ta članek je namenjen zgolj izobraževanju in ne pomeni naložbenega svetovanja.</p>
`,
};
