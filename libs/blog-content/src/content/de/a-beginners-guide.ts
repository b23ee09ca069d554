import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 2,
  slug: 'a-beginners-guide',
  title: 'Trading für Einsteiger: Ihre ersten Schritte',
  summary:
    'Von der Kontoeröffnung und dem Üben im Demokonto bis zur Wahl der Instrumente, den ersten Orders und der Frage, wie viel Sie pro Trade riskieren.',
  date: '14/07/2023',
  body: `
<p>Der Einstieg ins Trading kann sich anfühlen, als beträte man einen Raum, in dem alle bereits eine Sprache sprechen, die man selbst gerade erst lernt. Charts, Spreads, Hebel und Ordertypen kommen auf einmal auf Sie zu. Die gute Nachricht: Sie müssen nicht alles am ersten Tag lernen. Wenn Sie die ersten Schritte in der richtigen Reihenfolge gehen und Ihr Risiko klein halten, während Sie lernen, verschaffen Sie sich Zeit zu verstehen, was Sie tun, bevor echtes Geld auf dem Spiel steht. Dieser Leitfaden begleitet Sie durch diese ersten Schritte.</p>

<h2>Schritt 1: Klären Sie, warum Sie traden möchten</h2>
<p>Bevor Sie ein Konto eröffnen, fragen Sie sich, was Sie erreichen möchten und wie viel Geld Sie verlieren könnten, ohne dass es Ihren Alltag, Ihre Ersparnisse oder Ihre Verpflichtungen berührt. Trading ersetzt weder einen Notgroschen noch die Altersvorsorge. Setzen Sie nur Geld ein, dessen Verlust Sie verkraften können, und bleiben Sie realistisch: Die ersten Monate dienen dem Lernen, nicht dem Verdienen.</p>

<h2>Schritt 2: Eröffnen und verifizieren Sie Ihr Konto</h2>
<p>Ein regulierter Anbieter muss wissen, wer seine Kunden sind. Bei der Registrierung werden Sie nach persönlichen Angaben, einem Identitätsnachweis und einem Adressnachweis gefragt. Außerdem beantworten Sie Fragen zu Ihrer Erfahrung und Ihrer finanziellen Situation. Diese Fragen sind keine Formalität: Sie helfen dem Anbieter einzuschätzen, ob die Produkte für Sie angemessen sind, und sie sind ein guter Moment, das auch selbst zu überdenken. Verwenden Sie ein starkes Passwort, halten Sie Ihre Zugangsdaten geheim und aktivieren Sie alle Sicherheitsfunktionen, die die Plattform anbietet.</p>

<h2>Schritt 3: Üben Sie mit einem Demokonto</h2>
<p>Mit einem Demokonto handeln Sie mit virtuellem Geld zu echten Marktpreisen. Es ist der sicherste Ort, um die Plattform kennenzulernen: wie Sie ein Instrument suchen, einen Kurs lesen, eine Position eröffnen und schließen und einen Stop-Loss setzen. Behandeln Sie das Demokonto so, als wäre das Geld echt. Verwenden Sie dieselben Positionsgrößen wie später im Live-Konto und machen Sie sich Notizen. Ein Demokonto kann Ihnen nicht vermitteln, wie es sich anfühlt, echtes Geld zu verlieren. Es sorgt aber dafür, dass Fehler mit Schaltflächen und Einstellungen dann passieren, wenn sie nichts kosten.</p>

<figure class="blog-figure"><img src="assets/images/blog/post-2/image-1.jpg" alt="Handelsplattform im Demomodus mit Kurschart, Beobachtungsliste und Orderbereich" width="1200" height="630" loading="lazy"></figure>

<h2>Schritt 4: Wählen Sie wenige Instrumente aus</h2>
<p>Die meisten Plattformen bieten Hunderte von Instrumenten aus Devisen, Aktien, Indizes, Rohstoffen und Kryptowährungen. Widerstehen Sie der Versuchung, allen zu folgen. Wählen Sie zwei oder drei aus, die Sie interessieren und mit denen Sie sich gründlich beschäftigen möchten: wann sie gehandelt werden, wie weit sie sich an einem Tag üblicherweise bewegen, welche Nachrichten sie beeinflussen und was der Handel mit ihnen kostet. Wenige Märkte gut zu kennen ist mehr wert, als viele nur ein wenig zu kennen.</p>

<h2>Schritt 5: Lernen Sie die wichtigsten Ordertypen</h2>
<p>Orders sind die Anweisungen, die Sie der Plattform geben. Vier davon decken die meisten Situationen ab, denen Sie als Einsteiger begegnen:</p>
<ul>
<li><strong>Market-Order:</strong> jetzt zum besten verfügbaren Kurs kaufen oder verkaufen. Sie ist schnell, doch der Ausführungskurs kann leicht von dem abweichen, den Sie gesehen haben.</li>
<li><strong>Limit-Order:</strong> nur zu einem gewählten Kurs oder besser kaufen oder verkaufen. Sie behalten die Kontrolle über den Preis, aber die Order wird möglicherweise nie ausgeführt.</li>
<li><strong>Stop-Loss:</strong> schließt Ihre Position, wenn sich der Kurs bis zu einem vorab festgelegten Niveau gegen Sie bewegt. Er ist Ihr wichtigstes Sicherheitsnetz, kann in schnellen Märkten oder bei einer Kurslücke nach dem Wochenende aber zu einem schlechteren Kurs als gewählt ausgeführt werden.</li>
<li><strong>Take-Profit:</strong> schließt Ihre Position, wenn der Kurs Ihr Ziel erreicht, sodass ein geplanter Gewinn gesichert wird, ohne dass Sie den Bildschirm beobachten müssen.</li>
</ul>

<h2>Schritt 6: Legen Sie fest, wie viel Sie pro Trade riskieren</h2>
<p>Die nützlichste Gewohnheit für neue Trader besteht darin, vor jedem Trade festzulegen, wie viel vom Konto Sie zu verlieren bereit sind, falls der Trade schiefgeht. Viele erfahrene Trader begrenzen dies auf einen kleinen Teil ihres Kontos, oft etwa ein bis zwei Prozent. Angenommen, auf Ihrem Konto liegen 2.000 Euro und Sie entscheiden sich, ein Prozent zu riskieren. Dann beträgt Ihr maximaler Verlust pro Trade 20 Euro. Liegt Ihr Stop-Loss 40 Punkte von Ihrem Einstieg entfernt, darf jeder Punkt höchstens 50 Cent wert sein – und daraus ergibt sich die Größe Ihrer Position. Wer in dieser Reihenfolge vorgeht, also vom Risiko zur Größe und nicht umgekehrt, verhindert, dass eine Serie von Verlusttrades das Konto leert.</p>

<div class="blog-highlight"><img src="assets/images/blog/post-2/image-2.jpg" alt="Risikoanzeige, deren Zeiger im Bereich niedrigen Risikos steht" width="1200" height="630" loading="lazy"><p class="blog-highlight__text">Der Hebel vervielfacht Gewinne und Verluste gleichermaßen. Mit einer kleinen Einlage lässt sich eine große Position bewegen – eine kleine Kursbewegung kann Sie also einen großen Teil Ihrer Einlage kosten. Berechnen Sie Ihr Risiko immer in Geld, bevor Sie auf Kaufen oder Verkaufen klicken.</p></div>

<h2>Schritt 7: Führen Sie ein Trading-Tagebuch</h2>
<p>Notieren Sie jeden Trade: das Instrument, den Grund für den Einstieg, Einstiegskurs, Stop-Loss und Ziel, das Ergebnis und wie Sie sich dabei gefühlt haben. Lesen Sie Ihre Notizen nach zwanzig oder dreißig Trades durch. Sie werden Muster erkennen, die Ihnen kein Chart zeigen kann, etwa dass Sie nach einem Verlust zu oft handeln oder Gewinner zu früh schließen. Ein Tagebuch macht aus Erfahrung Lernen.</p>

<h2>Bleiben Sie am Ball</h2>
<p>Märkte verändern sich, und auch Sie werden sich als Trader verändern. Lesen Sie die Lernmaterialien Ihres Anbieters, verfolgen Sie den Wirtschaftskalender und wechseln Sie erst dann in ein Live-Konto, wenn Sie Ihre eigenen Regeln im Demokonto konsequent einhalten. Wenn es so weit ist, fangen Sie klein an.</p>

<p class="blog-risk">Risikohinweis: CFDs und andere gehebelte Produkte sind komplexe Instrumente und gehen aufgrund der Hebelwirkung mit einem hohen Risiko einher, schnell Geld zu verlieren. Viele Privatanleger verlieren beim Handel mit diesen Produkten Geld. Sie sollten überlegen, ob Sie verstehen, wie diese Produkte funktionieren, und ob Sie es sich leisten können, das hohe Risiko einzugehen, Ihr Geld zu verlieren. Die Kurse von Kryptowährungen sind sehr volatil. Trading ist möglicherweise nicht für jeden geeignet. Dieser Artikel dient ausschließlich Bildungszwecken und ist keine Anlageberatung.</p>
`,
};
