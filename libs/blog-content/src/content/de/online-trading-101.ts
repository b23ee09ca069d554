import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 4,
  slug: 'online-trading-101',
  title: 'Online-Trading 101: Plattformen, Orders, Kosten und Disziplin',
  summary:
    'Worauf es bei einer Handelsplattform ankommt, wie die wichtigsten Ordertypen funktionieren, was Trading wirklich kostet und welches Risikomanagement und welche Disziplin alles zusammenhalten.',
  date: '08/08/2023',
  body: `
<p>Online-Trading hat die Finanzmärkte für alle geöffnet, die einen Internetzugang haben. In wenigen Minuten können Sie eine Position in einem Währungspaar, einer Aktie, einem Index, einem Rohstoff oder einer Kryptowährung eröffnen. Genau diese Leichtigkeit ist zugleich die größte Gefahr: Ebenso schnell ist ein Trade eröffnet, den Sie nicht vollständig verstehen. Dieser Artikel behandelt die vier Dinge, die jeder Online-Trader beherrschen muss: die Plattform, die Orders, die Kosten und die Disziplin, mit Risiken umzugehen.</p>

<h2>Die Handelsplattform</h2>
<p>Die Plattform ist Ihr Arbeitsplatz. Sie sollte daher zuverlässig, übersichtlich und angenehm zu bedienen sein. Die meisten Anbieter haben eine Webversion, die im Browser läuft, eine mobile App und manchmal eine Desktop-Anwendung. Für welche Sie sich auch entscheiden, prüfen Sie, ob sie Folgendes bietet:</p>
<ul>
<li>Echtzeitkurse und Charts mit den Zeitrahmen und Indikatoren, die Sie brauchen;</li>
<li>ein klares Orderticket, das Größe, benötigte Margin und den Wert eines Punktes anzeigt, bevor Sie bestätigen;</li>
<li>Stop-Loss- und Take-Profit-Orders, die Sie schon beim Eröffnen einer Position hinzufügen können;</li>
<li>eine transparente Übersicht über offene Positionen, Kontokapital, Margin und Historie;</li>
<li>Sicherheitsfunktionen wie die Zwei-Faktor-Authentifizierung.</li>
</ul>
<p>Nehmen Sie sich zuerst Zeit für die Demoversion. Finden Sie heraus, wo jede Schaltfläche ist und was sie bewirkt, damit Sie nie nach dem Schließen-Button suchen müssen, während sich eine Position gegen Sie bewegt.</p>

<figure class="blog-figure"><img src="assets/images/blog/post-4/image-1.jpg" alt="Handelsplattform mit Kerzenchart, Orderticket mit Feldern für Stop-Loss und Take-Profit sowie einer Liste offener Positionen" width="1200" height="630" loading="lazy"></figure>

<h2>Ordertypen</h2>
<p>Eine Order sagt der Plattform, was sie unter welchen Bedingungen tun soll. Wenn Sie die Unterschiede kennen, steigen Sie zu Ihren eigenen Bedingungen in den Markt ein und wieder aus.</p>
<ul>
<li><strong>Market-Order:</strong> wird sofort zum besten verfügbaren Kurs ausgeführt. Nutzen Sie sie, wenn der schnelle Ein- oder Ausstieg wichtiger ist als der exakte Preis.</li>
<li><strong>Limit-Order:</strong> wird nur zu Ihrem Kurs oder besser ausgeführt. Ein Buy-Limit liegt unter dem aktuellen Kurs, ein Sell-Limit darüber.</li>
<li><strong>Stop-Order:</strong> wird zur Market-Order, sobald der Kurs ein von Ihnen festgelegtes Niveau erreicht. Trader nutzen sie, um einzusteigen, wenn eine Bewegung an Schwung gewinnt, oder um auszusteigen, wenn sie sich gegen sie wendet.</li>
<li><strong>Stop-Loss und Take-Profit:</strong> werden an eine Position angehängt und schließen sie automatisch bei einem geplanten Verlust oder Gewinn.</li>
<li><strong>Trailing Stop:</strong> ein Stop-Loss, der dem Kurs in festem Abstand folgt, solange er sich zu Ihren Gunsten bewegt, und stehen bleibt, wenn der Kurs dreht.</li>
</ul>
<p>Denken Sie daran, dass eine Stop-Order keine Garantie ist. Springt der Kurs, etwa nach einem Wochenende oder einer überraschenden Meldung, wird die Order zum nächsten verfügbaren Kurs ausgeführt, der schlechter sein kann als das festgelegte Niveau. Das nennt man Slippage.</p>

<h2>Was Trading kostet</h2>
<p>Kosten sind sicher, Gewinne nicht. Deshalb lohnt es sich, genau zu wissen, was Sie bezahlen. Die wichtigsten Posten sind:</p>
<ul>
<li><strong>Spread:</strong> die Differenz zwischen Kauf- und Verkaufskurs, die bei jedem Trade anfällt.</li>
<li><strong>Kommission:</strong> eine Gebühr pro Trade, die bei manchen Konten und Instrumenten anstelle eines breiteren Spreads oder zusätzlich dazu berechnet wird.</li>
<li><strong>Übernachtfinanzierung:</strong> eine tägliche Gebühr oder Gutschrift auf gehebelte Positionen, die über den Stichzeitpunkt hinaus gehalten werden.</li>
<li><strong>Währungsumrechnung:</strong> fällt an, wenn ein Instrument in einer anderen Währung notiert als Ihr Konto.</li>
</ul>
<p>Ihr Anbieter veröffentlicht diese Kosten in seinen Unterlagen. Lesen Sie sie, bevor Sie handeln, und berücksichtigen Sie sie, wenn Sie beurteilen, ob sich eine Strategie lohnt: Ein Ansatz mit sehr vielen Trades kann vor Kosten profitabel sein und nach Kosten Geld verlieren.</p>

<h2>Risikomanagement</h2>
<p>Risikomanagement sorgt dafür, dass Sie lange genug im Spiel bleiben, um zu lernen. Legen Sie Ihren maximalen Verlust pro Trade fest, bevor Sie einsteigen, und bestimmen Sie die Positionsgröße aus diesem Betrag und dem Abstand zu Ihrem Stop-Loss. Suchen Sie Trades, bei denen der mögliche Gewinn deutlich größer ist als das Risiko. Achten Sie auf Positionen, die von derselben Sache abhängen, etwa mehrere Dollar-Paare gleichzeitig, denn sie können alle zusammen verlieren. Setzen Sie den Hebel sparsam ein: Das verfügbare Maximum ist eine Grenze, keine Empfehlung.</p>

<figure class="blog-figure"><img src="assets/images/blog/post-4/image-2.jpg" alt="Checkliste vor dem Trade neben einer Risikoanzeige" width="1200" height="630" loading="lazy"></figure>

<h2>Disziplin</h2>
<p>Die meisten Fehler beim Trading haben weniger mit Analyse als mit Verhalten zu tun. Nach einem Verlust ist die Versuchung groß, sofort wieder zu handeln, um das Geld zurückzuholen. Nach einem Gewinn ist die Versuchung groß, die Positionsgröße zu verdoppeln. Beide Gefühle sind natürlich, und beide sind teuer. Ein schriftlicher Trading-Plan ist die beste Verteidigung. Er legt fest, welche Instrumente Sie handeln, wann Sie handeln, was vor einem Einstieg geschehen muss, wo Sie aussteigen und wie viel Sie riskieren. Halten Sie sich daran, erfassen Sie jeden Trade in einem Tagebuch und ändern Sie den Plan nur nach einer ruhigen Auswertung Ihrer Ergebnisse, nie mitten in einer Handelssitzung. Wenn Sie merken, dass Sie Ihre Regeln brechen, legen Sie eine Pause ein.</p>

<h2>Die Kurzfassung</h2>
<p>Kennen Sie Ihre Plattform, Ihre Orders, Ihre Kosten und Ihre Grenzen. Online-Trading ist schnell begonnen und anspruchsvoll, wenn man es gut machen will. Betrachten Sie es als eine Fähigkeit, die Zeit braucht, und schützen Sie Ihr Kapital, während Sie sie aufbauen.</p>

<p class="blog-risk">Risikohinweis: CFDs und andere gehebelte Produkte sind komplexe Instrumente und gehen aufgrund der Hebelwirkung mit einem hohen Risiko einher, schnell Geld zu verlieren. Viele Privatanleger verlieren beim Handel mit diesen Produkten Geld. Sie sollten überlegen, ob Sie verstehen, wie diese Produkte funktionieren, und ob Sie es sich leisten können, das hohe Risiko einzugehen, Ihr Geld zu verlieren. Die Kurse von Kryptowährungen sind sehr volatil. Trading ist möglicherweise nicht für jeden geeignet. Dieser Artikel dient ausschließlich Bildungszwecken und ist keine Anlageberatung.</p>
`,
};
