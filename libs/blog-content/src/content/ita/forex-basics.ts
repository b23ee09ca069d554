import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 3,
  slug: 'forex-basics',
  title: 'Le basi del forex: coppie, pip, lotti e leva',
  summary:
    'I mattoni del trading sulle valute spiegati in modo semplice: come si quotano le coppie, che cosa sono pip e lotti, come funzionano spread, leva e margine e quando il mercato è più attivo.',
  date: '17/09/2023',
  body: `
<p>Il mercato dei cambi, chiamato di solito forex o FX, è il luogo in cui si comprano e si vendono le valute. Le aziende lo usano per pagare merci all'estero, i viaggiatori quando cambiano denaro, mentre banche centrali, fondi e trader vi operano in ogni secondo della settimana lavorativa. Per un trader al dettaglio il forex è spesso il primo mercato con cui entra in contatto. Prima di aprire un'operazione conviene conoscerne il vocabolario, perché ciascuno dei termini che seguono incide direttamente sui tuoi costi e sul tuo rischio.</p>

<h2>Coppie di valute</h2>
<p>Nel forex si negozia sempre una valuta contro un'altra. Nella coppia EUR/USD, l'euro è la <strong>valuta base</strong> e il dollaro statunitense è la <strong>valuta di quotazione</strong>. Un prezzo di 1,1000 significa che un euro costa 1,10 dollari statunitensi. Se acquisti la coppia, ti aspetti che l'euro si rafforzi rispetto al dollaro; se la vendi, ti aspetti il contrario.</p>
<ul>
<li>Le <strong>major</strong> sono le coppie più scambiate e includono tutte il dollaro statunitense, come EUR/USD, USD/JPY e GBP/USD. Di solito sono le più liquide e hanno gli spread più bassi.</li>
<li>Le <strong>minor</strong>, o cross, combinano due valute principali senza il dollaro, come EUR/GBP o AUD/JPY.</li>
<li>Le <strong>esotiche</strong> abbinano una valuta principale a quella di un'economia più piccola o emergente. Possono muoversi bruscamente e spesso sono più costose da negoziare.</li>
</ul>

<figure class="blog-figure"><img src="assets/images/blog/post-3/image-1.jpg" alt="Anatomia di una quotazione valutaria con valuta base e valuta di quotazione, prezzi bid e ask e spread" width="1200" height="630" loading="lazy"></figure>

<h2>Bid, ask e spread</h2>
<p>Ogni quotazione ha due prezzi. Il <strong>bid</strong> è il prezzo a cui puoi vendere, l'<strong>ask</strong> è il prezzo a cui puoi comprare. La differenza tra i due è lo <strong>spread</strong>, uno dei principali costi del trading. Una posizione parte leggermente in perdita, perché compri al prezzo più alto e venderesti a quello più basso. Gli spread sono in genere più stretti quando il mercato è molto attivo e possono allargarsi in occasione di notizie importanti o quando la liquidità è scarsa.</p>

<h2>Pip</h2>
<p>Il <strong>pip</strong> è l'unità standard con cui si misura la variazione di un tasso di cambio. Per la maggior parte delle coppie corrisponde alla quarta cifra decimale: se EUR/USD passa da 1,1000 a 1,1025, si è mosso di 25 pip. Per le coppie che includono lo yen giapponese, il pip corrisponde alla seconda cifra decimale. Molte piattaforme mostrano anche una quinta cifra più piccola, chiamata pip frazionario o pipette, che consente una quotazione più precisa.</p>

<h2>Lotti e dimensione della posizione</h2>
<p>Le operazioni sul forex si misurano in <strong>lotti</strong>. Un lotto standard corrisponde a 100.000 unità della valuta base, un mini lotto a 10.000 unità e un micro lotto a 1.000 unità. La dimensione che scegli determina quanto vale ogni pip. Su EUR/USD un pip vale circa 10 dollari statunitensi con un lotto standard, circa 1 dollaro con un mini lotto e circa 10 centesimi con un micro lotto. Ecco perché chi inizia parte spesso dalle dimensioni più piccole consentite dal proprio intermediario: lo stesso movimento di mercato ha un effetto molto minore sul conto.</p>

<h2>Leva e margine</h2>
<p>La leva ti permette di aprire una posizione più grande del denaro che impegni. La somma accantonata per mantenere aperta la posizione è il <strong>margine</strong>. Con una leva di 1:30, per esempio, una posizione del valore di 30.000 euro richiede un margine di 1.000 euro. Le autorità di vigilanza limitano la leva che può essere offerta ai clienti al dettaglio, e i limiti dipendono dallo strumento e dal paese.</p>
<p>La leva funziona in entrambe le direzioni. Un movimento dell'uno per cento contro una posizione con leva trenta costa circa il trenta per cento del margine. Se le perdite riducono il patrimonio netto del conto al di sotto del margine richiesto, puoi ricevere una <strong>margin call</strong> e, se il livello scende ancora, la piattaforma può chiudere automaticamente le tue posizioni per limitare la perdita. Usare meno leva del massimo disponibile è uno dei modi più semplici per proteggere il tuo conto.</p>

<div class="blog-highlight"><img src="assets/images/blog/post-3/image-2.jpg" alt="Mappa del mondo con le sessioni di negoziazione di Sydney, Tokyo, Londra e New York e le loro sovrapposizioni" width="1200" height="630" loading="lazy"><p class="blog-highlight__text">Il mercato dei cambi segue il sole. Gli scambi si spostano da Sydney e Tokyo a Londra e poi a New York, e le ore più intense coincidono di solito con la sovrapposizione tra le sessioni di Londra e di New York.</p></div>

<h2>Sessioni di negoziazione</h2>
<p>Poiché il mercato è distribuito tra diversi centri finanziari, è aperto 24 ore su 24 dal lunedì al venerdì. L'attività però non è uniforme. La sessione asiatica, guidata da Tokyo, tende a essere più tranquilla per la maggior parte delle coppie, eccetto quelle che includono lo yen e il dollaro australiano. La sessione di Londra porta i volumi più alti della giornata, e la sovrapposizione con New York nel pomeriggio, ora europea, è spesso il momento più attivo. Il venerdì sera e in prossimità delle festività la liquidità cala e gli spread possono allargarsi.</p>

<h2>Finanziamento overnight</h2>
<p>Se mantieni una posizione con leva oltre l'orario di chiusura giornaliero, viene applicato un addebito o un accredito di finanziamento, spesso chiamato swap. Dipende dai tassi d'interesse delle due valute e dalla commissione dell'intermediario. Per le operazioni di breve periodo è modesto, ma per posizioni mantenute per settimane può accumularsi: controlla quindi le condizioni prima di pianificare un'operazione più lunga.</p>

<h2>Mettere insieme i pezzi</h2>
<p>Prima di qualsiasi operazione sul forex dovresti saper rispondere ad alcune domande: quale valuta stai comprando e quale stai vendendo, quanto vale un pip con la dimensione scelta, quanto margine richiede la posizione, dove si trova il tuo stop loss e quanto perdi se viene raggiunto. Se sai rispondere, hai capito la tua operazione; se non sai farlo, aspetta.</p>

<p class="blog-risk">Avvertenza sui rischi: i CFD e gli altri prodotti a leva sono strumenti complessi e comportano un elevato rischio di perdere denaro rapidamente, perché la leva amplifica le perdite. Molti trader al dettaglio perdono denaro quando negoziano questi prodotti. Valuta se comprendi come funzionano e se puoi permetterti di correre l'elevato rischio di perdere il tuo denaro. I prezzi delle criptovalute sono altamente volatili. Il trading potrebbe non essere adatto a tutti. I rendimenti passati non sono un indicatore affidabile dei risultati futuri. Questo articolo ha finalità esclusivamente didattiche e non costituisce una consulenza in materia di investimenti.</p>
`,
};
