import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 3,
  slug: 'forex-basics',
  title: 'Osnove trgovanja z valutami: pari, pipi, loti in vzvod',
  summary:
    'Gradniki trgovanja z valutami na enem mestu: kako se kotirajo valutni pari, kaj so pipi in loti, kako delujejo razmik, vzvod in kritje ter kdaj je trg najbolj živahen.',
  date: '17/09/2023',
  body: `
<p>Devizni trg, ki ga običajno imenujemo forex ali FX, je trg, na katerem se kupujejo in prodajajo valute. Podjetja ga uporabljajo za plačevanje blaga v tujini, popotniki, ko menjajo denar, centralne banke, skladi in trgovalci pa na njem delujejo vsako sekundo delovnega tedna. Za malega trgovalca je forex pogosto prvi trg, s katerim se sreča. Preden odprete posel, se splača razumeti izraze, saj vsak od spodaj opisanih neposredno vpliva na vaše stroške in tveganje.</p>

<h2>Valutni pari</h2>
<p>Na valutnem trgu vedno trgujete z eno valuto proti drugi. V paru EUR/USD je evro <strong>osnovna valuta</strong>, ameriški dolar pa <strong>kotirana valuta</strong>. Cena 1,1000 pomeni, da en evro stane 1,10 ameriškega dolarja. Če par kupite, pričakujete, da se bo evro okrepil v primerjavi z dolarjem; če ga prodate, pričakujete nasprotno.</p>
<ul>
<li><strong>Glavni pari</strong> so pari, s katerimi se največ trguje, in vsi vključujejo ameriški dolar, na primer EUR/USD, USD/JPY in GBP/USD. Običajno so najbolj likvidni in imajo najmanjše razmike.</li>
<li><strong>Manjši pari</strong> ali križni pari združujejo dve glavni valuti brez dolarja, na primer EUR/GBP ali AUD/JPY.</li>
<li><strong>Eksotični pari</strong> združujejo glavno valuto z valuto manjšega ali razvijajočega se gospodarstva. Lahko se močno premikajo, trgovanje z njimi pa je pogosto dražje.</li>
</ul>

<h2>Cena bid, cena ask in razmik</h2>
<p>Vsaka kotacija ima dve ceni. Cena <strong>bid</strong> je cena, po kateri lahko prodate, cena <strong>ask</strong> pa cena, po kateri lahko kupite. Razlika med njima je <strong>razmik</strong> (angl. spread) in je eden glavnih stroškov trgovanja. Pozicija se začne rahlo v minusu, saj kupite po višji ceni, prodali pa bi po nižji. Razmiki so običajno najožji, ko je na trgu veliko dejavnosti, in se lahko razširijo ob pomembnih novicah ali ob nizki likvidnosti.</p>

<h2>Pipi</h2>
<p><strong>Pip</strong> je standardna enota za merjenje spremembe menjalnega tečaja. Pri večini parov je to četrto decimalno mesto: če se EUR/USD premakne z 1,1000 na 1,1025, se je premaknil za 25 pipov. Pri parih z japonskim jenom je pip drugo decimalno mesto. Številne platforme prikazujejo tudi peto, manjšo števko, imenovano delni pip ali pipeta, ki omogoča natančnejše določanje cene.</p>

<h2>Loti in velikost pozicije</h2>
<p>Posli na valutnem trgu se merijo v <strong>lotih</strong>. Standardni lot je 100.000 enot osnovne valute, mini lot 10.000 enot in mikro lot 1.000 enot. Velikost, ki jo izberete, določa, koliko je vreden posamezen pip. Pri paru EUR/USD je en pip pri standardnem lotu vreden približno 10 ameriških dolarjev, pri mini lotu približno 1 dolar in pri mikro lotu približno 10 centov. Zato začetniki pogosto začnejo z najmanjšimi velikostmi, ki jih dovoljuje ponudnik: enak premik trga ima tako precej manjši učinek na račun.</p>

<h2>Vzvod in kritje</h2>
<p>Vzvod vam omogoča, da odprete pozicijo, ki je večja od denarja, ki ga vložite. Znesek, ki se rezervira za ohranjanje odprte pozicije, je <strong>kritje</strong> ali marža. Pri vzvodu 1:30 na primer pozicija v vrednosti 30.000 evrov zahteva kritje v višini 1.000 evrov. Regulatorji omejujejo vzvod, ki se lahko ponudi malim vlagateljem, omejitve pa so odvisne od instrumenta in države.</p>
<p>Vzvod deluje v obe smeri. Premik za en odstotek proti poziciji s tridesetkratnim vzvodom stane približno trideset odstotkov kritja. Če izgube znižajo kapital na vašem računu pod zahtevano kritje, lahko prejmete <strong>poziv k doplačilu kritja</strong> (margin call), in če raven pade še nižje, lahko platforma vaše pozicije samodejno zapre, da omeji izgubo. Uporaba manjšega vzvoda od največjega razpoložljivega je eden najpreprostejših načinov za zaščito računa.</p>

<div class="blog-highlight"><img src="assets/images/blog/post-3/image-2.jpg" alt="Zemljevid sveta s trgovalnimi sejami v Sydneyju, Tokiu, Londonu in New Yorku ter njihovim prekrivanjem" width="1200" height="630" loading="lazy"><p class="blog-highlight__text">Devizni trg sledi soncu. Trgovanje se iz Sydneyja in Tokia seli v London in nato v New York, najbolj živahne ure pa so običajno takrat, ko se londonska in newyorška seja prekrivata.</p></div>

<h2>Trgovalne seje</h2>
<p>Ker je trg razpršen med finančna središča po svetu, je odprt 24 ur na dan od ponedeljka do petka. Dejavnost pa ni enakomerna. Azijska seja, ki jo vodi Tokio, je za večino parov običajno mirnejša, razen za pare z jenom in avstralskim dolarjem. Londonska seja prinese največji obseg trgovanja v dnevu, prekrivanje z New Yorkom popoldne po evropskem času pa je pogosto najbolj dejavno obdobje. V petek zvečer in okrog praznikov se likvidnost zmanjša, razmiki pa se lahko povečajo.</p>

<h2>Financiranje čez noč</h2>
<p>Če pozicijo z vzvodom obdržite prek dnevnega presečnega časa, se vam zaračuna strošek ali pripiše dobropis financiranja, pogosto imenovan swap. Odvisen je od obrestnih mer obeh valut in od ponudnikovega nadomestila. Pri kratkoročnih poslih je majhen, pri pozicijah, ki jih držite več tednov, pa se lahko nabere, zato preverite postavke, preden načrtujete daljši posel.</p>

<h2>Vse skupaj</h2>
<p>Pred vsakim poslom na valutnem trgu bi morali znati odgovoriti na nekaj vprašanj: katero valuto kupujete in katero prodajate, koliko je vreden en pip pri izbrani velikosti, koliko kritja zahteva pozicija, kje je vaš stop loss in koliko izgubite, če je dosežen. Če znate odgovoriti, razumete svoj posel; če ne, počakajte.</p>

<p class="blog-risk">Opozorilo o tveganju: pogodbe na razliko (CFD) in drugi produkti z vzvodom so kompleksni instrumenti, pri katerih obstaja visoko tveganje hitre izgube denarja, saj vzvod povečuje izgube. Mnogi mali vlagatelji pri trgovanju s temi produkti izgubijo denar. Premislite, ali razumete, kako delujejo, in ali si lahko privoščite visoko tveganje, da izgubite svoj denar. Cene kriptovalut so zelo nestanovitne. Trgovanje morda ni primerno za vsakogar. Pretekla donosnost ni zanesljiv kazalnik prihodnjih rezultatov. Ta članek je namenjen zgolj izobraževanju in ne pomeni naložbenega svetovanja.</p>
`,
};
