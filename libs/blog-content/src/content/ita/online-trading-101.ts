import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 4,
  slug: 'online-trading-101',
  title: 'Online Trading 101: Platforms, Orders, Costs and Discipline',
  summary:
    'Che cosa cercare in una piattaforma di trading, come funzionano i principali tipi di ordine, quanto costa davvero fare trading e quale gestione del rischio e quale disciplina tengono insieme il tutto.',
  date: '08/08/2023',
  body: `
<p>Il trading online ha reso i mercati finanziari accessibili a chiunque abbia una connessione a internet. In pochi minuti puoi aprire una posizione su una coppia di valute, un'azione, un indice, una materia prima o una criptovaluta. Questa facilità è anche il suo pericolo principale: è altrettanto rapido aprire un'operazione che non si comprende fino in fondo. Questo articolo affronta i quattro aspetti che ogni trader online deve gestire nel modo giusto: la piattaforma, gli ordini, i costi e la disciplina necessaria per controllare il rischio.</p>

<h2>La piattaforma di trading</h2>
<p>La piattaforma è il tuo luogo di lavoro, quindi deve essere affidabile, chiara e comoda da usare. La maggior parte degli intermediari offre una versione web che funziona nel browser, un'app per dispositivi mobili e talvolta un'applicazione desktop. Qualunque sia la tua scelta, verifica che offra:</p>
<ul>
<li>prezzi e grafici in tempo reale, con gli intervalli temporali e gli indicatori di cui hai bisogno;</li>
<li>un ticket d'ordine chiaro, che mostri la dimensione, il margine richiesto e il valore di un punto prima della conferma;</li>
<li>ordini stop loss e take profit da associare alla posizione già al momento dell'apertura;</li>
<li>una visione trasparente delle posizioni aperte, del patrimonio netto del conto, del margine e dello storico;</li>
<li>funzioni di sicurezza come l'autenticazione a due fattori.</li>
</ul>
<p>Dedica prima un po' di tempo alla versione demo. Scopri dove si trova ogni pulsante e a che cosa serve, così non dovrai mai cercare il tasto di chiusura mentre una posizione si muove contro di te.</p>

<figure class="blog-figure"><img src="assets/images/blog/post-4/image-1.jpg" alt="Piattaforma di trading con un grafico a candele, un ticket d'ordine con i campi stop loss e take profit e l'elenco delle posizioni aperte" width="1200" height="630" loading="lazy"></figure>

<h2>Tipi di ordine</h2>
<p>Un ordine dice alla piattaforma che cosa fare e a quali condizioni. Capire le differenze tra i vari tipi ti aiuta a entrare e uscire dal mercato alle tue condizioni.</p>
<ul>
<li><strong>Ordine a mercato:</strong> viene eseguito immediatamente al miglior prezzo disponibile. Usalo quando entrare o uscire dal mercato conta più del prezzo esatto.</li>
<li><strong>Ordine limite:</strong> viene eseguito solo al tuo prezzo o a uno migliore. Un buy limit si colloca sotto il prezzo attuale, un sell limit sopra.</li>
<li><strong>Ordine stop:</strong> diventa un ordine a mercato quando il prezzo raggiunge un livello da te fissato. I trader lo usano per entrare quando un movimento prende slancio o per uscire quando si rivolta contro di loro.</li>
<li><strong>Stop loss e take profit:</strong> si associano a una posizione per chiuderla automaticamente con una perdita o un guadagno pianificati.</li>
<li><strong>Trailing stop:</strong> uno stop loss che segue il prezzo quando si muove a tuo favore, mantenendo una distanza fissa, e resta fermo quando il prezzo inverte la direzione.</li>
</ul>
<p>Ricorda che un ordine stop non è una garanzia. Quando i prezzi aprono in gap, per esempio dopo un fine settimana o un annuncio inatteso, l'ordine viene eseguito al primo prezzo disponibile, che può essere peggiore del livello che avevi impostato. Questo fenomeno si chiama slippage.</p>

<h2>Quanto costa fare trading</h2>
<p>I costi sono certi, i profitti no: per questo vale la pena sapere esattamente che cosa paghi. Le voci principali sono:</p>
<ul>
<li><strong>Spread:</strong> la differenza tra prezzo di acquisto e prezzo di vendita, pagata a ogni operazione.</li>
<li><strong>Commissione:</strong> un costo per operazione, applicato su alcuni conti e strumenti al posto di uno spread più ampio o in aggiunta a esso.</li>
<li><strong>Finanziamento overnight:</strong> un addebito o un accredito giornaliero sulle posizioni con leva mantenute oltre l'orario di chiusura.</li>
<li><strong>Conversione valutaria:</strong> si applica quando uno strumento è quotato in una valuta diversa da quella del tuo conto.</li>
</ul>
<p>Il tuo intermediario pubblica questi costi nella propria documentazione. Leggili prima di operare e tienine conto quando valuti se una strategia vale la pena: un approccio che opera molto spesso può essere redditizio al lordo dei costi e in perdita al netto.</p>

<h2>Gestione del rischio</h2>
<p>La gestione del rischio è ciò che ti mantiene in gioco abbastanza a lungo da imparare. Stabilisci la perdita massima per operazione prima di entrare e calcola la dimensione della posizione a partire da quella cifra e dalla distanza dallo stop loss. Punta a operazioni in cui il guadagno potenziale sia sensibilmente superiore al rischio. Fai attenzione alle posizioni che dipendono dallo stesso fattore, come più coppie con il dollaro contemporaneamente, perché possono andare in perdita tutte insieme. Usa la leva con parsimonia: il massimo disponibile è un limite, non un consiglio.</p>

<figure class="blog-figure"><img src="assets/images/blog/post-4/image-2.jpg" alt="Lista di controllo da verificare prima di ogni operazione accanto a un indicatore del rischio" width="1200" height="630" loading="lazy"></figure>

<h2>Disciplina</h2>
<p>La maggior parte degli errori nel trading non riguarda l'analisi, ma il comportamento. Dopo una perdita si è tentati di tornare subito sul mercato per recuperare il denaro. Dopo un guadagno si è tentati di raddoppiare la dimensione. Entrambe le sensazioni sono naturali ed entrambe costano care. Un piano di trading scritto è la difesa migliore. Stabilisce quali strumenti negozi, quando operi, che cosa deve succedere prima di entrare, dove esci e quanto rischi. Seguilo, registra ogni operazione in un diario e modifica il piano solo dopo aver esaminato con calma i risultati, mai nel bel mezzo di una sessione. Se ti accorgi che stai infrangendo le tue regole, fai una pausa.</p>

<h2>In breve</h2>
<p>Conosci la tua piattaforma, i tuoi ordini, i tuoi costi e i tuoi limiti. Fare trading online è semplice da iniziare e impegnativo da fare bene. Consideralo un'abilità che richiede tempo per essere costruita e, nel frattempo, proteggi il tuo capitale.</p>

<p class="blog-risk">Avvertenza sui rischi: i CFD e gli altri prodotti a leva sono strumenti complessi e comportano un elevato rischio di perdere denaro rapidamente, perché la leva amplifica le perdite. Molti trader al dettaglio perdono denaro quando negoziano questi prodotti. Valuta se comprendi come funzionano e se puoi permetterti di correre l'elevato rischio di perdere il tuo denaro. I prezzi delle criptovalute sono altamente volatili. Il trading potrebbe non essere adatto a tutti. I rendimenti passati non sono un indicatore affidabile dei risultati futuri. Questo articolo ha finalità esclusivamente didattiche e non costituisce una consulenza in materia di investimenti.</p>
`,
};
