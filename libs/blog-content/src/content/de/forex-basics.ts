import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 3,
  slug: 'forex-basics',
  title: 'Forex-Grundlagen: Währungspaare, Pips, Lots und Hebel',
  summary:
    'Die Bausteine des Devisenhandels erklärt: wie Währungspaare notiert werden, was Pips und Lots sind, wie Spread, Hebel und Margin funktionieren und wann der Markt am aktivsten ist.',
  date: '17/09/2023',
  body: `
<p>Am Devisenmarkt, meist Forex oder FX genannt, werden Währungen gekauft und verkauft. Unternehmen nutzen ihn, um Waren im Ausland zu bezahlen, Reisende, wenn sie Geld wechseln, und Zentralbanken, Fonds und Trader in jeder Sekunde der Arbeitswoche. Für viele Privatanleger ist Forex der erste Markt, den sie kennenlernen. Bevor Sie einen Trade platzieren, lohnt es sich, das Vokabular zu verstehen, denn jeder der folgenden Begriffe wirkt sich direkt auf Ihre Kosten und Ihr Risiko aus.</p>

<h2>Währungspaare</h2>
<p>Im Devisenhandel handeln Sie immer eine Währung gegen eine andere. Im Paar EUR/USD ist der Euro die <strong>Basiswährung</strong> und der US-Dollar die <strong>Kurswährung</strong>. Ein Kurs von 1,1000 bedeutet, dass ein Euro 1,10 US-Dollar kostet. Kaufen Sie das Paar, erwarten Sie, dass der Euro gegenüber dem Dollar zulegt; verkaufen Sie es, erwarten Sie das Gegenteil.</p>
<ul>
<li><strong>Majors</strong> sind die meistgehandelten Paare, jeweils mit dem US-Dollar, etwa EUR/USD, USD/JPY und GBP/USD. Sie sind in der Regel am liquidesten und haben die niedrigsten Spreads.</li>
<li><strong>Minors</strong> oder Cross-Rates kombinieren zwei Hauptwährungen ohne den Dollar, zum Beispiel EUR/GBP oder AUD/JPY.</li>
<li><strong>Exoten</strong> verbinden eine Hauptwährung mit der Währung einer kleineren oder aufstrebenden Volkswirtschaft. Sie können sich sprunghaft bewegen und sind im Handel oft teurer.</li>
</ul>

<figure class="blog-figure"><img src="assets/images/blog/post-3/image-1.jpg" alt="Aufbau eines Devisenkurses mit Basis- und Kurswährung, Geld- und Briefkurs sowie dem Spread" width="1200" height="630" loading="lazy"></figure>

<h2>Geldkurs, Briefkurs und Spread</h2>
<p>Jede Notierung hat zwei Preise. Der <strong>Geldkurs</strong> (Bid) ist der Preis, zu dem Sie verkaufen können, der <strong>Briefkurs</strong> (Ask) der Preis, zu dem Sie kaufen können. Die Differenz ist der <strong>Spread</strong>, einer der wichtigsten Kostenfaktoren beim Trading. Eine Position startet leicht im Minus, weil Sie zum höheren Preis kaufen und zum niedrigeren verkaufen würden. Am engsten sind Spreads meist, wenn viel los ist; rund um wichtige Nachrichten oder bei geringer Liquidität können sie sich ausweiten.</p>

<h2>Pips</h2>
<p>Ein <strong>Pip</strong> ist die übliche Einheit, um die Veränderung eines Wechselkurses zu messen. Bei den meisten Paaren ist es die vierte Nachkommastelle: Steigt EUR/USD von 1,1000 auf 1,1025, hat sich das Paar um 25 Pips bewegt. Bei Paaren mit dem japanischen Yen ist ein Pip die zweite Nachkommastelle. Viele Plattformen zeigen zusätzlich eine fünfte, kleinere Stelle an, den Bruchteil-Pip oder Pipette, der eine feinere Preisstellung erlaubt.</p>

<h2>Lots und Positionsgröße</h2>
<p>Devisentrades werden in <strong>Lots</strong> gemessen. Ein Standard-Lot entspricht 100.000 Einheiten der Basiswährung, ein Mini-Lot 10.000 Einheiten und ein Mikro-Lot 1.000 Einheiten. Die gewählte Größe bestimmt, wie viel ein Pip wert ist. Bei EUR/USD ist ein Pip bei einem Standard-Lot etwa 10 US-Dollar wert, bei einem Mini-Lot etwa 1 Dollar und bei einem Mikro-Lot etwa 10 Cent. Deshalb beginnen Einsteiger oft mit der kleinsten Größe, die ihr Anbieter zulässt: Dieselbe Marktbewegung wirkt sich dann viel weniger auf das Konto aus.</p>

<h2>Hebel und Margin</h2>
<p>Mit einem Hebel können Sie eine Position eröffnen, die größer ist als das Geld, das Sie hinterlegen. Der Betrag, der zum Offenhalten der Position reserviert wird, ist die <strong>Margin</strong>. Bei einem Hebel von 1:30 benötigt eine Position im Wert von 30.000 Euro zum Beispiel eine Margin von 1.000 Euro. Aufsichtsbehörden begrenzen den Hebel, der Privatkunden angeboten werden darf, und die Grenzen hängen vom Instrument und vom Land ab.</p>
<p>Der Hebel wirkt in beide Richtungen. Eine Bewegung von einem Prozent gegen eine dreißigfach gehebelte Position kostet etwa dreißig Prozent der Margin. Sinkt das Eigenkapital auf Ihrem Konto durch Verluste unter die erforderliche Margin, erhalten Sie möglicherweise einen <strong>Margin Call</strong>; fällt es weiter, kann die Plattform Ihre Positionen automatisch schließen, um den Verlust zu begrenzen. Weniger Hebel zu nutzen als maximal verfügbar ist eine der einfachsten Möglichkeiten, Ihr Konto zu schützen.</p>

<div class="blog-highlight"><img src="assets/images/blog/post-3/image-2.jpg" alt="Weltkarte mit den Handelssitzungen in Sydney, Tokio, London und New York und ihren Überschneidungen" width="1200" height="630" loading="lazy"><p class="blog-highlight__text">Der Devisenmarkt folgt der Sonne. Der Handel wandert von Sydney und Tokio nach London und dann nach New York, und am lebhaftesten ist es meist, wenn sich die Sitzungen in London und New York überschneiden.</p></div>

<h2>Handelssitzungen</h2>
<p>Weil sich der Markt über mehrere Finanzzentren verteilt, ist er von Montag bis Freitag 24 Stunden am Tag geöffnet. Die Aktivität ist jedoch nicht gleichmäßig. Die asiatische Sitzung mit Tokio als Zentrum verläuft für die meisten Paare eher ruhig, außer für solche mit dem Yen und dem australischen Dollar. Die Londoner Sitzung bringt das größte Volumen des Tages, und die Überschneidung mit New York am Nachmittag europäischer Zeit ist oft die aktivste Phase. Am späten Freitag und rund um Feiertage sinkt die Liquidität, und die Spreads können sich ausweiten.</p>

<h2>Übernachtfinanzierung</h2>
<p>Halten Sie eine gehebelte Position über den täglichen Stichzeitpunkt hinaus, wird eine Finanzierungsgebühr oder -gutschrift berechnet, oft Swap genannt. Sie hängt von den Zinssätzen der beiden Währungen und der Gebühr des Anbieters ab. Bei kurzfristigen Trades ist sie gering, bei Positionen, die Sie wochenlang halten, kann sie sich aber summieren. Prüfen Sie die Sätze daher, bevor Sie einen längeren Trade planen.</p>

<h2>Alles zusammen</h2>
<p>Vor jedem Devisentrade sollten Sie einige Fragen beantworten können: Welche Währung kaufen Sie und welche verkaufen Sie, was ist ein Pip bei Ihrer gewählten Größe wert, wie viel Margin benötigt die Position, wo liegt Ihr Stop-Loss und wie viel verlieren Sie, wenn er erreicht wird? Können Sie diese Fragen beantworten, verstehen Sie Ihren Trade. Können Sie es nicht, warten Sie.</p>

<p class="blog-risk">Risikohinweis: CFDs und andere gehebelte Produkte sind komplexe Instrumente und gehen aufgrund der Hebelwirkung mit einem hohen Risiko einher, schnell Geld zu verlieren. Viele Privatanleger verlieren beim Handel mit diesen Produkten Geld. Sie sollten überlegen, ob Sie verstehen, wie diese Produkte funktionieren, und ob Sie es sich leisten können, das hohe Risiko einzugehen, Ihr Geld zu verlieren. Die Kurse von Kryptowährungen sind sehr volatil. Trading ist möglicherweise nicht für jeden geeignet. Dieser Artikel dient ausschließlich Bildungszwecken und ist keine Anlageberatung.</p>
`,
};
