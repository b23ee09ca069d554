import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 1,
  slug: 'market-overview',
  title: 'Marktüberblick: So lesen Sie die Märkte über alle Anlageklassen hinweg',
  summary:
    'Wie Devisen, Aktien, Indizes, Rohstoffe und Kryptowährungen zusammenhängen, was sie bewegt und wie Sie mit dem Wirtschaftskalender und der Volatilität Ihre Handelswoche planen.',
  date: '17/09/2023',
  body: `
<p>Jeder Handelstag beginnt mit derselben Frage: Was macht der Markt gerade, und warum? Die Kurse auf Ihrem Bildschirm sind das Ergebnis unzähliger Entscheidungen von Banken, Fonds, Unternehmen und privaten Tradern auf der ganzen Welt. Sie müssen nicht alle davon verfolgen. Ein klares Bild davon, wie sich die wichtigsten Anlageklassen verhalten und was sie typischerweise bewegt, hilft Ihnen aber, ruhiger und besser vorbereitet zu entscheiden. Dieser Überblick ist so geschrieben, dass er nützlich bleibt – ganz gleich, was der Markt an dem Tag tut, an dem Sie ihn lesen.</p>

<h2>Die fünf Anlageklassen auf einen Blick</h2>
<p>Online-Trading-Anbieter bieten in der Regel fünf große Gruppen von Instrumenten an. Jede hat ihren eigenen Rhythmus, ihre eigenen Handelszeiten und ihre eigenen Einflussfaktoren.</p>
<ul>
<li><strong>Devisen (Forex).</strong> Währungen werden paarweise gehandelt, etwa EUR/USD, und der Markt ist von Montag bis Freitag rund um die Uhr geöffnet. Die Kurse reagieren auf Zinsen, Inflation, Wachstumsdaten und auf das, was die Zentralbanken sagen.</li>
<li><strong>Aktien.</strong> Eine Aktie ist ein kleiner Anteil am Eigentum eines einzelnen Unternehmens. Aktien bewegen sich mit Gewinnen, Prognosen, Branchennachrichten und der allgemeinen Stimmung am Markt und werden während der Öffnungszeiten ihrer Börse gehandelt.</li>
<li><strong>Indizes.</strong> Ein Index bildet einen Korb von Aktien ab, zum Beispiel die größten Unternehmen eines Landes. Mit einem Index setzen Sie auf die Entwicklung eines ganzen Marktes statt auf ein einzelnes Unternehmen.</li>
<li><strong>Rohstoffe.</strong> Öl, Gas, Gold, Silber und Agrarprodukte reagieren auf Angebot und Nachfrage, Lagerbestände, Wetter, Geopolitik und den Wert des US-Dollars, in dem die meisten von ihnen notiert werden.</li>
<li><strong>Kryptowährungen.</strong> Digitale Vermögenswerte wie Bitcoin und Ether werden an jedem Tag der Woche gehandelt. Sie werden von Verbreitung, Regulierung, Liquidität und Stimmung getrieben und können sich in kurzer Zeit sehr stark bewegen.</li>
</ul>

<figure class="blog-figure"><img src="assets/images/blog/post-1/image-1.jpg" alt="Kerzenchart mit einem Aufwärtstrend, auf den eine Seitwärtsphase folgt" width="1200" height="630" loading="lazy"></figure>

<h2>Was die Kurse bewegt</h2>
<p>Auch wenn jeder Markt seine eigene Geschichte erzählt, tauchen einige Kräfte immer wieder auf.</p>
<h3>Zinsen und Zentralbanken</h3>
<p>Zentralbanken bestimmen, was Geld kostet. Wird eine Zinserhöhung erwartet, wertet die betroffene Währung häufig auf, während Aktien unter Druck geraten können, weil Finanzierung teurer wird. Geldpolitische Erklärungen, Pressekonferenzen und selbst eine einzelne Rede eines Notenbankers können die Erwartungen innerhalb von Minuten verändern.</p>
<h3>Wirtschaftsdaten</h3>
<p>Inflation, Beschäftigung, Einzelhandelsumsätze und Unternehmensumfragen zeigen dem Markt, wie es um eine Volkswirtschaft steht. Entscheidend ist meist nicht die Zahl selbst, sondern wie sie im Vergleich zu den Erwartungen ausfällt. Ein starker Wert, mit dem alle gerechnet haben, bewegt den Kurs oft kaum, während eine kleine Überraschung eine große Reaktion auslösen kann.</p>
<h3>Risikobereitschaft</h3>
<p>Fühlen sich Anleger sicher, kaufen sie eher Aktien, höher verzinste Währungen und Kryptowährungen. Sind sie besorgt, weichen sie oft in Anlagen aus, die als sicherer gelten, etwa Staatsanleihen, Gold, den japanischen Yen oder den Schweizer Franken. Wer erkennt, ob am Markt gerade „Risk-on“ oder „Risk-off“ herrscht, versteht, warum sich scheinbar unabhängige Instrumente manchmal gemeinsam bewegen.</p>
<h3>Unternehmens- und Branchennachrichten</h3>
<p>Bei Aktien und Indizes sind Quartalszahlen, Übernahmen, Produktvorstellungen und geänderte Prognosen die wichtigsten Ereignisse. Wenn eines der größten Unternehmen eines Index Zahlen vorlegt, kann sich der gesamte Index bewegen.</p>

<h2>Den Wirtschaftskalender nutzen</h2>
<p>Ein Wirtschaftskalender listet geplante Termine auf: Datenveröffentlichungen, Zentralbankentscheidungen, Unternehmenszahlen und Feiertage. Es lohnt sich, vor jeder Handelswoche zehn Minuten zu investieren und die Termine zu notieren, die Ihre Instrumente betreffen. Halten Sie die Uhrzeit jeder Veröffentlichung in Ihrer eigenen Zeitzone fest, prüfen Sie, was der Markt erwartet, und entscheiden Sie im Voraus, ob Sie eine Position über die Bekanntgabe hinweg halten oder lieber an der Seitenlinie bleiben. Bei wichtigen Nachrichten können Kurse über Ihr Stop-Loss-Niveau hinausspringen. Viele Trader verkleinern deshalb kurz vor großen Ereignissen ihre Positionen oder eröffnen keine neuen Trades.</p>

<figure class="blog-figure"><img src="assets/images/blog/post-1/image-2.jpg" alt="Wirtschaftskalender einer Woche mit Terminen nach erwarteter Wirkung neben einer Volatilitätskurve" width="1200" height="630" loading="lazy"></figure>

<h2>Volatilität verstehen</h2>
<p>Volatilität beschreibt, wie stark und wie schnell sich ein Kurs bewegt. Sie ist weder gut noch schlecht: Sie schafft Chancen und Risiken in gleichem Maße. Einige praktische Punkte sollten Sie im Hinterkopf behalten:</p>
<ul>
<li>Volatilität verändert sich mit der Zeit. Märkte wechseln oft zwischen ruhigen und lebhafteren Phasen, besonders rund um Nachrichten.</li>
<li>Jedes Instrument hat seine eigene typische Schwankungsbreite. Eine Tagesbewegung, die für eine Kryptowährung normal ist, wäre für ein wichtiges Währungspaar außergewöhnlich.</li>
<li>Höhere Volatilität verlangt kleinere Positionen und sorgfältig geplante Stopps, damit eine normale Schwankung Ihren Trade nicht schließt.</li>
<li>Spreads können sich ausweiten, wenn die Liquidität gering ist, zum Beispiel über Nacht, an Feiertagen oder in schnellen Märkten.</li>
</ul>

<h2>Ihre eigene Marktroutine aufbauen</h2>
<p>Eine einfache Routine hält Sie auf dem Laufenden, ohne Sie zu überfordern. Beginnen Sie mit einer kurzen Liste von Instrumenten, die Sie verstehen. Schauen Sie sich jeden Tag an, wo sie geschlossen haben, was über Nacht passiert ist und welche Termine anstehen. Prüfen Sie einen höheren Zeitrahmen, etwa den Tageschart, um den übergeordneten Trend zu sehen, bevor Sie hineinzoomen. Schreiben Sie auf, was Sie erwarten und warum, und gehen Sie diese Notizen am Ende der Woche durch. Mit der Zeit lernen Sie aus dieser Gewohnheit weit mehr als aus jeder einzelnen Prognose.</p>

<blockquote>Ein Marktüberblick soll nicht den Kurs von morgen vorhersagen. Er soll Ihnen helfen, die Bedingungen zu verstehen, unter denen Sie handeln, damit Ihre Entscheidungen dazu passen.</blockquote>

<p class="blog-risk">Risikohinweis: CFDs und andere gehebelte Produkte sind komplexe Instrumente und gehen aufgrund der Hebelwirkung mit einem hohen Risiko einher, schnell Geld zu verlieren. Viele Privatanleger verlieren beim Handel mit diesen Produkten Geld. Sie sollten überlegen, ob Sie verstehen, wie diese Produkte funktionieren, und ob Sie es sich leisten können, das hohe Risiko einzugehen, Ihr Geld zu verlieren. Die Kurse von Kryptowährungen sind sehr volatil. Trading ist möglicherweise nicht für jeden geeignet. Dieser Artikel dient ausschließlich Bildungszwecken und ist keine Anlageberatung.</p>
`,
};
