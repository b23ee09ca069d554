import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 3,
  slug: 'forex-basics',
  title: 'Conceptos básicos del forex: pares, pips, lotes y apalancamiento',
  summary:
    'Los fundamentos del trading de divisas explicados: cómo se cotizan los pares, qué son los pips y los lotes, cómo funcionan el diferencial, el apalancamiento y el margen, y cuándo hay más actividad en el mercado.',
  date: '17/09/2023',
  body: `
<p>El mercado de divisas, conocido habitualmente como forex o FX, es donde se compran y venden monedas. Las empresas lo utilizan para pagar mercancías en el extranjero, los viajeros cuando cambian dinero, y los bancos centrales, los fondos y los traders operan en él cada segundo de la semana laborable. Para un trader minorista, el forex suele ser el primer mercado con el que entra en contacto. Antes de abrir una operación, conviene dominar el vocabulario, porque cada uno de los términos que siguen influye directamente en tus costes y en tu riesgo.</p>

<h2>Pares de divisas</h2>
<p>En forex siempre se negocia una divisa frente a otra. En el par EUR/USD, el euro es la <strong>divisa base</strong> y el dólar estadounidense es la <strong>divisa cotizada</strong>. Un precio de 1,1000 significa que un euro cuesta 1,10 dólares estadounidenses. Si compras el par, esperas que el euro se fortalezca frente al dólar; si lo vendes, esperas lo contrario.</p>
<ul>
<li>Los <strong>pares principales</strong> o majors son los más negociados y todos incluyen el dólar estadounidense, como EUR/USD, USD/JPY y GBP/USD. Suelen ser los más líquidos y los que tienen los diferenciales más bajos.</li>
<li>Los <strong>pares menores</strong> o cruces combinan dos divisas principales sin el dólar, como EUR/GBP o AUD/JPY.</li>
<li>Los <strong>pares exóticos</strong> combinan una divisa principal con la de una economía más pequeña o emergente. Pueden moverse con brusquedad y operar con ellos suele resultar más caro.</li>
</ul>

<figure class="blog-figure"><img src="assets/images/blog/post-3/image-1.jpg" alt="Anatomía de una cotización de divisas con la divisa base y la cotizada, los precios bid y ask y el diferencial" width="1200" height="630" loading="lazy"></figure>

<h2>Bid, ask y diferencial</h2>
<p>Cada cotización tiene dos precios. El <strong>bid</strong> es el precio al que puedes vender y el <strong>ask</strong>, el precio al que puedes comprar. La diferencia entre ambos es el <strong>diferencial</strong> o spread, y es uno de los principales costes del trading. Una posición empieza ligeramente en negativo, porque compras al precio más alto y venderías al más bajo. Los diferenciales suelen ser más estrechos cuando el mercado tiene mucha actividad y pueden ampliarse en torno a noticias importantes o cuando hay poca liquidez.</p>

<h2>Pips</h2>
<p>Un <strong>pip</strong> es la unidad estándar para medir la variación de un tipo de cambio. En la mayoría de los pares corresponde al cuarto decimal: si el EUR/USD pasa de 1,1000 a 1,1025, se ha movido 25 pips. En los pares que incluyen el yen japonés, un pip corresponde al segundo decimal. Muchas plataformas muestran además un quinto dígito, más pequeño, llamado pip fraccionario o pipette, que permite afinar más el precio.</p>

<h2>Lotes y tamaño de la posición</h2>
<p>Las operaciones de forex se miden en <strong>lotes</strong>. Un lote estándar equivale a 100.000 unidades de la divisa base, un minilote a 10.000 unidades y un microlote a 1.000 unidades. El tamaño que elijas determina cuánto vale cada pip. En el EUR/USD, un pip vale unos 10 dólares estadounidenses en un lote estándar, alrededor de 1 dólar en un minilote y unos 10 centavos en un microlote. Por eso los principiantes suelen empezar con los tamaños más pequeños que permite su proveedor: el mismo movimiento del mercado tiene un efecto mucho menor en la cuenta.</p>

<h2>Apalancamiento y margen</h2>
<p>El apalancamiento te permite abrir una posición mayor que el dinero que aportas. La cantidad que se reserva para mantener la posición abierta es el <strong>margen</strong>. Con un apalancamiento de 1:30, por ejemplo, una posición de 30.000 euros requiere un margen de 1.000 euros. Los reguladores limitan el apalancamiento que puede ofrecerse a los clientes minoristas, y esos límites dependen del instrumento y del país.</p>
<p>El apalancamiento funciona en ambas direcciones. Un movimiento del uno por ciento en contra de una posición apalancada treinta veces cuesta aproximadamente el treinta por ciento del margen. Si tus pérdidas reducen el capital de tu cuenta por debajo del margen exigido, puedes recibir una <strong>llamada de margen</strong> y, si el nivel sigue bajando, la plataforma puede cerrar tus posiciones automáticamente para limitar la pérdida. Utilizar menos apalancamiento del máximo disponible es una de las formas más sencillas de proteger tu cuenta.</p>

<div class="blog-highlight"><img src="assets/images/blog/post-3/image-2.jpg" alt="Mapa del mundo con las sesiones de negociación de Sídney, Tokio, Londres y Nueva York y sus solapamientos" width="1200" height="630" loading="lazy"><p class="blog-highlight__text">El mercado de divisas sigue al sol. La negociación pasa de Sídney y Tokio a Londres y después a Nueva York, y las horas de mayor actividad suelen coincidir con el solapamiento de las sesiones de Londres y Nueva York.</p></div>

<h2>Sesiones de negociación</h2>
<p>Como el mercado está repartido entre distintos centros financieros, permanece abierto las 24 horas del día de lunes a viernes. Sin embargo, la actividad no es uniforme. La sesión asiática, encabezada por Tokio, suele ser más tranquila para la mayoría de los pares, salvo para los que incluyen el yen o el dólar australiano. La sesión de Londres concentra el mayor volumen del día, y el solapamiento con Nueva York por la tarde, hora europea, suele ser el periodo de mayor actividad. A última hora del viernes y en torno a los días festivos la liquidez disminuye y los diferenciales pueden ampliarse.</p>

<h2>Financiación nocturna</h2>
<p>Si mantienes una posición apalancada abierta más allá de la hora de corte diaria, se aplica un cargo o un abono por financiación, a menudo llamado swap. Depende de los tipos de interés de las dos divisas y de la comisión propia del proveedor. En las operaciones a corto plazo es pequeño, pero en posiciones que se mantienen durante semanas puede acumularse, así que consulta las tarifas antes de planificar una operación más larga.</p>

<h2>En resumen</h2>
<p>Antes de cualquier operación de forex, deberías poder responder a unas cuantas preguntas: qué divisa compras y cuál vendes, cuánto vale un pip con el tamaño elegido, cuánto margen necesita la posición, dónde está tu stop loss y cuánto pierdes si se alcanza. Si sabes responderlas, entiendes tu operación; si no, espera.</p>

<p class="blog-risk">Advertencia de riesgo: los CFD y otros productos apalancados son instrumentos complejos y conllevan un alto riesgo de perder dinero rápidamente, ya que el apalancamiento amplifica las pérdidas. Muchos inversores minoristas pierden dinero al operar con estos productos. Valora si comprendes cómo funcionan y si puedes permitirte asumir el elevado riesgo de perder tu dinero. Los precios de las criptomonedas son muy volátiles. El trading puede no ser adecuado para todo el mundo. Las rentabilidades pasadas no son un indicador fiable de los resultados futuros. Este artículo tiene fines exclusivamente formativos y no constituye asesoramiento de inversión.</p>
`,
};
