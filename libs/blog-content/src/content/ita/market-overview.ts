import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 1,
  slug: 'market-overview',
  title: 'Market Overview: How to Read the Markets Across Asset Classes',
  summary:
    'Come si collegano forex, azioni, indici, materie prime e criptovalute, che cosa li muove e come usare il calendario economico e la volatilità per pianificare la tua settimana di trading.',
  date: '17/09/2023',
  body: `
<p>Ogni giornata di trading comincia con la stessa domanda: che cosa sta facendo il mercato, e perché? I prezzi che vedi sullo schermo sono il risultato di innumerevoli decisioni prese da banche, fondi, aziende e singoli trader in tutto il mondo. Non serve seguirle tutte, ma avere un quadro chiaro di come si comportano le principali classi di attività e di che cosa tende a muoverle ti aiuterà a prendere decisioni più serene e meglio preparate. Questa panoramica è pensata per restare utile qualunque cosa stia facendo il mercato il giorno in cui la leggi.</p>

<h2>Le cinque classi di attività in sintesi</h2>
<p>I fornitori di servizi di trading online offrono di solito cinque grandi gruppi di strumenti. Ognuno ha il proprio ritmo, i propri orari di negoziazione e i propri fattori trainanti.</p>
<ul>
<li><strong>Forex.</strong> Le valute si negoziano in coppie, come EUR/USD, e il mercato è aperto 24 ore su 24 dal lunedì al venerdì. I prezzi reagiscono ai tassi d'interesse, all'inflazione, ai dati sulla crescita e a ciò che dicono le banche centrali.</li>
<li><strong>Azioni.</strong> Un'azione è una piccola quota di proprietà di una singola società. Le azioni si muovono in base agli utili, alle previsioni diffuse dalle società, alle notizie di settore e al clima generale del mercato, e si negoziano durante gli orari di apertura della rispettiva borsa.</li>
<li><strong>Indici.</strong> Un indice replica un paniere di azioni, per esempio quelle delle maggiori società di un paese. Negoziare un indice permette di prendere posizione su un intero mercato anziché su una sola società.</li>
<li><strong>Materie prime.</strong> Petrolio, gas, oro, argento e prodotti agricoli rispondono alla domanda e all'offerta, al livello delle scorte, al meteo, alla geopolitica e al valore del dollaro statunitense, la valuta in cui è quotata la maggior parte di essi.</li>
<li><strong>Criptovalute.</strong> Gli asset digitali come Bitcoin ed Ether si negoziano tutti i giorni della settimana. Dipendono dall'adozione, dalla regolamentazione, dalla liquidità e dal sentiment, e possono muoversi in modo molto brusco in poco tempo.</li>
</ul>

<figure class="blog-figure"><img src="assets/images/blog/post-1/image-1.jpg" alt="Grafico a candele che mostra un trend rialzista seguito da una fase di consolidamento" width="1200" height="630" loading="lazy"></figure>

<h2>Che cosa muove i prezzi</h2>
<p>Anche se ogni mercato ha la sua storia, alcune forze ricorrono di continuo.</p>
<h3>Tassi d'interesse e banche centrali</h3>
<p>Le banche centrali stabiliscono il costo del denaro. Quando ci si aspetta un rialzo dei tassi, la valuta interessata tende spesso a rafforzarsi, mentre le azioni possono subire pressioni perché finanziarsi diventa più caro. I comunicati di politica monetaria, le conferenze stampa e perfino un singolo discorso di un banchiere centrale possono cambiare le aspettative nel giro di pochi minuti.</p>
<h3>Dati economici</h3>
<p>Inflazione, occupazione, vendite al dettaglio e indagini presso le imprese dicono al mercato come sta andando un'economia. Di solito non conta tanto il dato in sé, quanto il suo confronto con le attese. Un dato forte che tutti avevano previsto può muovere appena il prezzo, mentre una piccola sorpresa può scatenare una reazione ampia.</p>
<h3>Propensione al rischio</h3>
<p>Quando gli investitori si sentono fiduciosi, tendono ad acquistare azioni, valute a rendimento più elevato e criptovalute. Quando sono preoccupati, spesso si spostano verso attività considerate più sicure, come i titoli di Stato, l'oro, lo yen giapponese o il franco svizzero. Riconoscere se il mercato è in una fase «risk-on» o «risk-off» spiega perché strumenti apparentemente scollegati a volte si muovono insieme.</p>
<h3>Notizie societarie e di settore</h3>
<p>Per azioni e indici, gli eventi chiave sono i risultati trimestrali, le fusioni, il lancio di nuovi prodotti e le revisioni delle previsioni. Quando una delle maggiori società di un indice pubblica i conti, può muoversi l'intero indice.</p>

<h2>Come usare il calendario economico</h2>
<p>Un calendario economico elenca gli eventi in programma: pubblicazioni di dati, decisioni delle banche centrali, trimestrali e festività. Prima di ogni settimana di trading vale la pena dedicare dieci minuti ad annotare gli eventi che riguardano gli strumenti che segui. Segna l'orario di ogni pubblicazione nel tuo fuso orario, verifica che cosa si aspetta il mercato e decidi in anticipo se mantenere una posizione aperta durante l'annuncio o restare in disparte. Quando escono notizie importanti, i prezzi possono saltare oltre il livello del tuo stop loss: per questo molti trader riducono la dimensione delle posizioni o evitano di aprire nuove operazioni subito prima degli eventi principali.</p>

<figure class="blog-figure"><img src="assets/images/blog/post-1/image-2.jpg" alt="Calendario economico settimanale con gli eventi contrassegnati in base all'impatto previsto accanto a una linea di volatilità" width="1200" height="630" loading="lazy"></figure>

<h2>Capire la volatilità</h2>
<p>La volatilità descrive di quanto e con quale rapidità si muove un prezzo. Non è né buona né cattiva: crea opportunità e rischi in egual misura. Ecco alcuni aspetti pratici da tenere a mente:</p>
<ul>
<li>La volatilità cambia nel tempo. I mercati alternano spesso fasi tranquille ad altre più movimentate, soprattutto in prossimità delle notizie.</li>
<li>Ogni strumento ha il suo intervallo tipico. Un movimento giornaliero normale per una criptovaluta sarebbe eccezionale per una coppia di valute principale.</li>
<li>Una volatilità più alta richiede posizioni più piccole e stop pianificati con cura, in modo che una normale oscillazione non chiuda la tua operazione.</li>
<li>Gli spread possono allargarsi quando la liquidità è scarsa, per esempio di notte, nei giorni festivi o nei mercati in rapido movimento.</li>
</ul>

<h2>Costruisci la tua routine di mercato</h2>
<p>Una routine semplice ti tiene informato senza sommergerti. Parti da un breve elenco di strumenti che conosci. Ogni giorno guarda dove hanno chiuso, che cosa è successo durante la notte e quali eventi sono in arrivo. Controlla un orizzonte temporale più ampio, come il grafico giornaliero, per vedere il trend generale prima di scendere nel dettaglio. Annota che cosa ti aspetti e perché, e rileggi quelle note a fine settimana. Con il tempo questa abitudine ti insegnerà molto più di qualsiasi singola previsione.</p>

<blockquote>Lo scopo di una panoramica di mercato non è prevedere il prezzo di domani, ma capire le condizioni in cui operi, così che le tue decisioni siano in linea con esse.</blockquote>

<p class="blog-risk">Avvertenza sui rischi: i CFD e gli altri prodotti a leva sono strumenti complessi e comportano un elevato rischio di perdere denaro rapidamente, perché la leva amplifica le perdite. Molti trader al dettaglio perdono denaro quando negoziano questi prodotti. Valuta se comprendi come funzionano e se puoi permetterti di correre l'elevato rischio di perdere il tuo denaro. I prezzi delle criptovalute sono altamente volatili. Il trading potrebbe non essere adatto a tutti. I rendimenti passati non sono un indicatore affidabile dei risultati futuri. Questo articolo ha finalità esclusivamente didattiche e non costituisce una consulenza in materia di investimenti.</p>
`,
};
