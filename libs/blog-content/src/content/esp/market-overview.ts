import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 1,
  slug: 'market-overview',
  title: 'Panorama del mercado: cómo interpretar los mercados de las distintas clases de activos',
  summary:
    'Cómo se relacionan el forex, las acciones, los índices, las materias primas y las criptomonedas, qué los mueve y cómo utilizar el calendario económico y la volatilidad para planificar tu semana de trading.',
  date: '17/09/2023',
  body: `
<p>Cada jornada de trading empieza con la misma pregunta: ¿qué está haciendo el mercado y por qué? Los precios que ves en pantalla son el resultado de innumerables decisiones tomadas por bancos, fondos, empresas y traders particulares de todo el mundo. No hace falta seguirlas todas, pero tener una idea clara de cómo se comportan las principales clases de activos y de qué suele moverlas te ayudará a tomar decisiones más serenas y mejor preparadas. Este panorama está pensado para seguir siendo útil sea cual sea la situación del mercado el día en que lo leas.</p>

<h2>Las cinco clases de activos de un vistazo</h2>
<p>Los proveedores de trading online suelen ofrecer cinco grandes grupos de instrumentos. Cada uno tiene su propio ritmo, su propio horario de negociación y sus propios factores impulsores.</p>
<ul>
<li><strong>Forex.</strong> Las divisas se negocian por pares, como el EUR/USD, y el mercado está abierto las 24 horas de lunes a viernes. Los precios reaccionan a los tipos de interés, la inflación, los datos de crecimiento y lo que dicen los bancos centrales.</li>
<li><strong>Acciones.</strong> Una acción es una pequeña parte de la propiedad de una empresa concreta. Las acciones se mueven con los resultados, las previsiones, las noticias del sector y el ánimo general del mercado, y se negocian durante el horario de apertura de su bolsa.</li>
<li><strong>Índices.</strong> Un índice sigue la evolución de una cesta de acciones, por ejemplo las de las mayores empresas de un país. Operar con un índice permite tomar posición sobre todo un mercado en lugar de sobre una sola empresa.</li>
<li><strong>Materias primas.</strong> El petróleo, el gas, el oro, la plata y los productos agrícolas responden a la oferta y la demanda, al nivel de existencias, al clima, a la geopolítica y al valor del dólar estadounidense, moneda en la que cotiza la mayoría de ellos.</li>
<li><strong>Criptomonedas.</strong> Los activos digitales como Bitcoin y Ether se negocian todos los días de la semana. Dependen de la adopción, la regulación, la liquidez y el sentimiento del mercado, y pueden registrar movimientos muy bruscos en poco tiempo.</li>
</ul>

<figure class="blog-figure"><img src="assets/images/blog/post-1/image-1.jpg" alt="Gráfico de velas que muestra una tendencia alcista seguida de un periodo de consolidación" width="1200" height="630" loading="lazy"></figure>

<h2>Qué mueve los precios</h2>
<p>Aunque cada mercado tiene su propia historia, hay unas cuantas fuerzas que aparecen una y otra vez.</p>
<h3>Los tipos de interés y los bancos centrales</h3>
<p>Los bancos centrales fijan el precio del dinero. Cuando se espera una subida de tipos, la divisa afectada suele fortalecerse, mientras que las acciones pueden verse presionadas porque la financiación se encarece. Los comunicados de política monetaria, las ruedas de prensa e incluso un solo discurso de uno de sus responsables pueden cambiar las expectativas en cuestión de minutos.</p>
<h3>Los datos económicos</h3>
<p>La inflación, el empleo, las ventas minoristas y las encuestas empresariales indican al mercado cómo va una economía. Lo que importa no suele ser la cifra en sí, sino cómo se compara con lo que se esperaba. Un dato sólido que todo el mundo había anticipado apenas puede mover el precio, mientras que una pequeña sorpresa puede provocar una fuerte reacción.</p>
<h3>El apetito por el riesgo</h3>
<p>Cuando los inversores se sienten confiados, tienden a comprar acciones, divisas de mayor rentabilidad y criptomonedas. Cuando están preocupados, suelen refugiarse en activos considerados más seguros, como la deuda pública, el oro, el yen japonés o el franco suizo. Saber reconocer si el mercado está en modo «risk-on» (apetito por el riesgo) o «risk-off» (aversión al riesgo) explica por qué instrumentos que parecen no tener relación entre sí a veces se mueven a la vez.</p>
<h3>Noticias de empresas y sectores</h3>
<p>En el caso de las acciones y los índices, los resultados trimestrales, las fusiones, los lanzamientos de productos y los cambios en las previsiones son los acontecimientos clave. Cuando una de las mayores empresas de un índice publica sus resultados, todo el índice puede moverse.</p>

<h2>Cómo utilizar un calendario económico</h2>
<p>Un calendario económico recoge los acontecimientos programados: publicaciones de datos, decisiones de los bancos centrales, presentaciones de resultados y días festivos. Antes de cada semana de trading merece la pena dedicar diez minutos a anotar los acontecimientos que afectan a los instrumentos que sigues. Apunta la hora de cada publicación en tu propia zona horaria, comprueba qué espera el mercado y decide de antemano si quieres mantener una posición abierta durante el anuncio o quedarte al margen. Cuando se publica una noticia importante, los precios pueden saltar más allá del nivel de tu stop loss, por lo que muchos traders reducen el tamaño de sus posiciones o evitan abrir nuevas operaciones justo antes de los acontecimientos más relevantes.</p>

<figure class="blog-figure"><img src="assets/images/blog/post-1/image-2.jpg" alt="Calendario económico semanal con los acontecimientos marcados según su impacto previsto junto a una línea de volatilidad" width="1200" height="630" loading="lazy"></figure>

<h2>Entender la volatilidad</h2>
<p>La volatilidad describe cuánto y con qué rapidez se mueve un precio. No es ni buena ni mala: genera oportunidades y riesgos a partes iguales. Conviene tener presentes algunas cuestiones prácticas:</p>
<ul>
<li>La volatilidad cambia con el tiempo. Los mercados suelen alternar fases tranquilas con otras más agitadas, sobre todo en torno a las noticias.</li>
<li>Cada instrumento tiene su propio rango habitual. Un movimiento diario corriente para una criptomoneda sería excepcional para un par de divisas principal.</li>
<li>Una mayor volatilidad exige posiciones más pequeñas y stops bien planificados, para que una oscilación normal no cierre tu operación.</li>
<li>Los diferenciales pueden ampliarse cuando hay poca liquidez, por ejemplo por la noche, en días festivos o en mercados que se mueven con rapidez.</li>
</ul>

<h2>Crea tu propia rutina de mercado</h2>
<p>Una rutina sencilla te mantiene informado sin abrumarte. Empieza con una lista corta de instrumentos que entiendas. Cada día, fíjate en dónde cerraron, qué ocurrió durante la noche y qué acontecimientos están por llegar. Consulta un marco temporal superior, como el gráfico diario, para ver la tendencia general antes de bajar al detalle. Anota lo que esperas y por qué, y repasa esas notas al final de la semana. Con el tiempo, este hábito te enseñará mucho más que cualquier previsión aislada.</p>

<blockquote>El objetivo de un panorama del mercado no es predecir el precio de mañana, sino entender las condiciones en las que operas, para que tus decisiones se ajusten a ellas.</blockquote>

<p class="blog-risk">Advertencia de riesgo: los CFD y otros productos apalancados son instrumentos complejos y conllevan un alto riesgo de perder dinero rápidamente, ya que el apalancamiento amplifica las pérdidas. Muchos inversores minoristas pierden dinero al operar con estos productos. Valora si comprendes cómo funcionan y si puedes permitirte asumir el elevado riesgo de perder tu dinero. Los precios de las criptomonedas son muy volátiles. El trading puede no ser adecuado para todo el mundo. Las rentabilidades pasadas no son un indicador fiable de los resultados futuros. Este artículo tiene fines exclusivamente formativos y no constituye asesoramiento de inversión.</p>
`,
};
