import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 2,
  slug: 'a-beginners-guide',
  title: 'Guida al trading per principianti: i primi passi',
  summary:
    "Dall'apertura del conto e dalla pratica su un conto demo fino alla scelta degli strumenti, ai primi ordini e alla decisione di quanto rischiare su ogni operazione.",
  date: '14/07/2023',
  body: `
<p>Iniziare a fare trading può sembrare come entrare in una stanza in cui tutti parlano già una lingua che tu stai ancora imparando. Grafici, spread, leva e tipi di ordine arrivano tutti insieme. La buona notizia è che non devi imparare tutto il primo giorno. Se fai i primi passi nell'ordine giusto e mantieni il rischio basso mentre impari, ti concedi il tempo di capire che cosa stai facendo prima che sia in gioco denaro reale. Questa guida ti accompagna in quei primi passi.</p>

<h2>Passo 1: chiarisci perché vuoi fare trading</h2>
<p>Prima di aprire un conto, chiediti che cosa speri di ottenere e quanto denaro potresti perdere senza che questo incida sulla tua vita quotidiana, sui tuoi risparmi o sui tuoi impegni. Il trading non sostituisce un fondo per le emergenze né un piano pensionistico. Usa solo denaro che puoi permetterti di perdere e fissati aspettative realistiche: i primi mesi servono per imparare, non per guadagnare.</p>

<h2>Passo 2: apri e verifica il tuo conto</h2>
<p>Un intermediario regolamentato deve sapere chi sono i suoi clienti. Al momento della registrazione ti verranno chiesti i dati personali, un documento d'identità e un documento che attesti la residenza. Dovrai anche rispondere ad alcune domande sulla tua esperienza e sulla tua situazione finanziaria. Non si tratta di una formalità: le risposte aiutano l'intermediario a valutare se i prodotti sono adatti a te e sono un buon momento per rifletterci anche tu. Scegli una password robusta, non condividere le tue credenziali di accesso e attiva tutte le opzioni di sicurezza offerte dalla piattaforma.</p>

<h2>Passo 3: esercitati su un conto demo</h2>
<p>Un conto demo ti permette di fare trading con denaro virtuale ai prezzi reali di mercato. È il posto più sicuro per imparare come funziona la piattaforma: come cercare uno strumento, leggere una quotazione, aprire e chiudere una posizione e impostare uno stop loss. Tratta il conto demo come se il denaro fosse vero. Usa le stesse dimensioni di posizione che useresti su un conto reale e prendi appunti. Un conto demo non può insegnarti che cosa si prova a perdere soldi veri, ma può far sì che gli errori con pulsanti e impostazioni avvengano quando non costano nulla.</p>

<figure class="blog-figure"><img src="assets/images/blog/post-2/image-1.jpg" alt="Piattaforma di trading in modalità demo con un grafico dei prezzi, una watchlist e un pannello degli ordini" width="1200" height="630" loading="lazy"></figure>

<h2>Passo 4: scegli pochi strumenti</h2>
<p>La maggior parte delle piattaforme offre centinaia di strumenti tra forex, azioni, indici, materie prime e criptovalute. Resisti alla tentazione di seguirli tutti. Scegline due o tre che trovi interessanti e che sei disposto a studiare: quando sono negoziabili, quanto si muovono di solito in una giornata, quali notizie li influenzano e quanto costa negoziarli. Conoscere bene pochi mercati vale più che conoscerne molti in modo superficiale.</p>

<h2>Passo 5: impara i tipi di ordine di base</h2>
<p>Gli ordini sono le istruzioni che dai alla piattaforma. Quattro di essi coprono la maggior parte delle situazioni che un principiante incontra:</p>
<ul>
<li><strong>Ordine a mercato:</strong> comprare o vendere subito al miglior prezzo disponibile. È rapido, ma il prezzo ottenuto può differire leggermente da quello che hai visto.</li>
<li><strong>Ordine limite:</strong> comprare o vendere solo a un prezzo scelto o a uno migliore. Ti dà il controllo sul prezzo, ma potrebbe non essere mai eseguito.</li>
<li><strong>Stop loss:</strong> chiude la posizione quando il prezzo si muove contro di te fino a un livello fissato in anticipo. È la tua rete di sicurezza più importante, anche se nei mercati veloci o in caso di gap dopo il fine settimana può essere eseguito a un prezzo peggiore di quello scelto.</li>
<li><strong>Take profit:</strong> chiude la posizione quando il prezzo raggiunge il tuo obiettivo, così un guadagno pianificato viene messo al sicuro senza che tu debba restare davanti allo schermo.</li>
</ul>

<h2>Passo 6: decidi quanto rischiare su ogni operazione</h2>
<p>L'abitudine più utile per chi è alle prime armi è decidere, prima di ogni operazione, quanta parte del conto si è disposti a perdere se le cose vanno male. Molti trader esperti la limitano a una piccola quota del conto, spesso intorno all'uno o al due per cento. Supponiamo che sul tuo conto ci siano 2.000 euro e che tu decida di rischiare l'uno per cento. La tua perdita massima su una singola operazione sarà quindi di 20 euro. Se lo stop loss si trova a 40 punti dal prezzo di ingresso, ogni punto può valere al massimo 50 centesimi, e questo ti indica la dimensione della posizione. Procedere in quest'ordine, dal rischio alla dimensione e non il contrario, evita che una serie di operazioni in perdita svuoti il tuo conto.</p>

<div class="blog-highlight"><img src="assets/images/blog/post-2/image-2.jpg" alt="Indicatore del rischio con la lancetta ferma nella zona di rischio basso" width="1200" height="630" loading="lazy"><p class="blog-highlight__text">La leva moltiplica sia i guadagni sia le perdite. Un piccolo deposito può controllare una posizione ampia, il che significa che un piccolo movimento di prezzo può costarti gran parte del deposito. Calcola sempre il tuo rischio in denaro prima di premere compra o vendi.</p></div>

<h2>Passo 7: tieni un diario di trading</h2>
<p>Annota ogni operazione: lo strumento, il motivo per cui sei entrato, il prezzo di ingresso, lo stop loss e l'obiettivo, il risultato e come ti sentivi. Dopo venti o trenta operazioni, rileggi i tuoi appunti. Noterai schemi che nessun grafico può mostrarti, come operare troppo spesso dopo una perdita o chiudere troppo presto le operazioni in guadagno. Un diario trasforma l'esperienza in apprendimento.</p>

<h2>Continua a imparare</h2>
<p>I mercati cambiano, e cambierai anche tu come trader. Leggi il materiale formativo messo a disposizione dal tuo intermediario, segui il calendario economico e passa a un conto reale solo quando riesci a rispettare le tue regole con costanza sul conto demo. Quando lo farai, inizia con importi ridotti.</p>

<p class="blog-risk">Avvertenza sui rischi: i CFD e gli altri prodotti a leva sono strumenti complessi e comportano un elevato rischio di perdere denaro rapidamente, perché la leva amplifica le perdite. Molti trader al dettaglio perdono denaro quando negoziano questi prodotti. Valuta se comprendi come funzionano e se puoi permetterti di correre l'elevato rischio di perdere il tuo denaro. I prezzi delle criptovalute sono altamente volatili. Il trading potrebbe non essere adatto a tutti. I rendimenti passati non sono un indicatore affidabile dei risultati futuri. Questo articolo ha finalità esclusivamente didattiche e non costituisce una consulenza in materia di investimenti.</p>
`,
};
