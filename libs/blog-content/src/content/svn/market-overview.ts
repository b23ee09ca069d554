import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 1,
  slug: 'market-overview',
  title: 'Pregled trga: kako spremljati trge različnih razredov sredstev',
  summary:
    'Kako so med seboj povezani valutni trg, delnice, indeksi, surovine in kriptovalute, kaj vpliva nanje ter kako z ekonomskim koledarjem in nestanovitnostjo načrtovati svoj trgovalni teden.',
  date: '17/09/2023',
  body: `
<p>Vsak trgovalni dan se začne z istim vprašanjem: kaj se dogaja na trgu in zakaj? Cene na vašem zaslonu so rezultat neštetih odločitev bank, skladov, podjetij in posameznih trgovalcev po vsem svetu. Ni vam treba spremljati vseh, vendar vam bo jasna slika o tem, kako se obnašajo glavni razredi sredstev in kaj jih običajno premika, pomagala sprejemati bolj umirjene in bolje pripravljene odločitve. Ta pregled je napisan tako, da ostane uporaben ne glede na to, kaj se na trgu dogaja na dan, ko ga berete.</p>

<h2>Pet razredov sredstev na kratko</h2>
<p>Ponudniki spletnega trgovanja običajno ponujajo pet širokih skupin instrumentov. Vsaka ima svoj ritem, svoj trgovalni čas in svoje gonilne dejavnike.</p>
<ul>
<li><strong>Forex.</strong> Z valutami se trguje v parih, kot je EUR/USD, trg pa je od ponedeljka do petka odprt neprekinjeno. Cene se odzivajo na obrestne mere, inflacijo, podatke o gospodarski rasti in na izjave centralnih bank.</li>
<li><strong>Delnice.</strong> Delnica je majhen lastniški delež v posameznem podjetju. Delnice se gibljejo glede na poslovne rezultate, napovedi podjetij, novice iz panoge in splošno razpoloženje na trgu, z njimi pa se trguje v času, ko je odprta njihova borza.</li>
<li><strong>Indeksi.</strong> Indeks spremlja košarico delnic, na primer delnic največjih podjetij v neki državi. S trgovanjem z indeksom lahko zavzamete stališče do celotnega trga namesto do enega samega podjetja.</li>
<li><strong>Surovine.</strong> Nafta, plin, zlato, srebro in kmetijski proizvodi se odzivajo na ponudbo in povpraševanje, stanje zalog, vreme, geopolitiko in vrednost ameriškega dolarja, v katerem je izražena cena večine med njimi.</li>
<li><strong>Kriptovalute.</strong> Z digitalnimi sredstvi, kot sta bitcoin in ether, se trguje vse dni v tednu. Nanje vplivajo razširjenost uporabe, regulacija, likvidnost in razpoloženje vlagateljev, v kratkem času pa se lahko zelo močno premaknejo.</li>
</ul>

<h2>Kaj premika cene</h2>
<p>Čeprav ima vsak trg svojo zgodbo, se nekaj sil pojavlja znova in znova.</p>
<h3>Obrestne mere in centralne banke</h3>
<p>Centralne banke določajo ceno zadolževanja. Ko trg pričakuje dvig obrestnih mer, se zadevna valuta pogosto okrepi, delnice pa se lahko znajdejo pod pritiskom, ker financiranje postane dražje. Izjave o denarni politiki, novinarske konference in celo en sam govor nosilca odločanja lahko spremenijo pričakovanja v nekaj minutah.</p>
<h3>Gospodarski podatki</h3>
<p>Inflacija, zaposlenost, prodaja na drobno in ankete med podjetji trgu povedo, kako se gospodarstvu godi. Običajno ni pomemben sam podatek, temveč to, kako se primerja s pričakovanji. Dober podatek, ki so ga vsi pričakovali, ceno komaj premakne, majhno presenečenje pa lahko sproži močan odziv.</p>
<h3>Pripravljenost na tveganje</h3>
<p>Ko so vlagatelji samozavestni, navadno kupujejo delnice, valute z višjimi donosi in kriptovalute. Ko jih skrbi, se pogosto umaknejo k sredstvom, ki veljajo za varnejša, kot so državne obveznice, zlato, japonski jen ali švicarski frank. Če prepoznate, ali je trg v razpoloženju »risk-on« ali »risk-off«, boste razumeli, zakaj se instrumenti, ki na videz nimajo nič skupnega, včasih gibljejo skupaj.</p>
<h3>Novice o podjetjih in panogah</h3>
<p>Pri delnicah in indeksih so ključni dogodki četrtletni rezultati, združitve, predstavitve novih izdelkov in spremembe napovedi. Ko rezultate objavi eno največjih podjetij v indeksu, se lahko premakne celoten indeks.</p>

<h2>Uporaba ekonomskega koledarja</h2>
<p>Ekonomski koledar navaja načrtovane dogodke: objave podatkov, odločitve centralnih bank, objave poslovnih rezultatov in praznike. Pred vsakim trgovalnim tednom se splača vzeti deset minut in si zapisati dogodke, ki vplivajo na instrumente, ki jih spremljate. Zapišite si čas vsake objave v svojem časovnem pasu, preverite, kaj trg pričakuje, in se vnaprej odločite, ali boste pozicijo med objavo obdržali ali ostali ob strani. Ob objavi pomembnih novic lahko cene preskočijo raven, ki ste jo določili za stop loss, zato mnogi trgovalci tik pred večjimi dogodki zmanjšajo velikost pozicij ali ne odpirajo novih poslov.</p>

<h2>Razumevanje nestanovitnosti</h2>
<p>Nestanovitnost ali volatilnost opisuje, koliko in kako hitro se cena giblje. Ni ne dobra ne slaba: v enaki meri ustvarja priložnosti in tveganja. Nekaj praktičnih napotkov velja imeti v mislih:</p>
<ul>
<li>Nestanovitnost se s časom spreminja. Trgi pogosto izmenjujejo mirnejša in bolj razgibana obdobja, zlasti okrog objav novic.</li>
<li>Vsak instrument ima svoj običajni razpon. Dnevni premik, ki je za kriptovaluto povsem običajen, bi bil za glavni valutni par izjemen.</li>
<li>Večja nestanovitnost zahteva manjše pozicije in skrbno načrtovane ravni stop loss, da vam običajno nihanje ne zapre posla.</li>
<li>Razmik med nakupno in prodajno ceno se lahko poveča, ko je likvidnost nizka, na primer ponoči, ob praznikih ali na trgih, ki se hitro gibljejo.</li>
</ul>

<h2>Oblikujte svojo tržno rutino</h2>
<p>Preprosta rutina vas ohranja obveščene, ne da bi vas preobremenila. Začnite s kratkim seznamom instrumentov, ki jih razumete. Vsak dan preverite, kje so se zaprli, kaj se je zgodilo čez noč in kateri dogodki so pred vami. Poglejte daljši časovni okvir, na primer dnevni graf, da vidite širši trend, preden se posvetite podrobnostim. Zapišite si, kaj pričakujete in zakaj, ter zapiske ob koncu tedna preglejte. Sčasoma vas bo ta navada naučila veliko več kot katera koli posamezna napoved.</p>

<blockquote>Namen pregleda trga ni napovedati jutrišnje cene, temveč razumeti razmere, v katerih trgujete, da bodo vaše odločitve tem razmeram ustrezale.</blockquote>

<p class="blog-risk">Opozorilo o tveganju: pogodbe na razliko (CFD) in drugi produkti z vzvodom so kompleksni instrumenti, pri katerih obstaja visoko tveganje hitre izgube denarja, saj vzvod povečuje izgube. Mnogi mali vlagatelji pri trgovanju s temi produkti izgubijo denar. Premislite, ali razumete, kako delujejo, in ali si lahko privoščite visoko tveganje, da izgubite svoj denar. Cene kriptovalut so zelo nestanovitne. Trgovanje morda ni primerno za vsakogar. Pretekla donosnost ni zanesljiv kazalnik prihodnjih rezultatov. Ta članek je namenjen zgolj izobraževanju in ne pomeni naložbenega svetovanja.</p>
`,
};
