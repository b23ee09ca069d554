import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 4,
  slug: 'online-trading-101',
  title: 'Psicología del trading: cómo controlar las emociones y crear tu plan de trading',
  summary:
    'El mayor rival de muchos traders no es el mercado, sino sus propias reacciones. Te explicamos cómo reconocer el miedo, la codicia y los sesgos más habituales, y cómo redactar un plan de trading que te ayude a operar con disciplina.',
  date: '08/08/2023',
  body: `
<h2>Por qué la psicología pesa tanto como el análisis</h2>
<p>Dos personas pueden estudiar el mismo gráfico, llegar a la misma conclusión y, aun así, obtener resultados muy distintos. La diferencia rara vez está en el indicador elegido: está en cómo reacciona cada una cuando el precio se mueve en contra, cuando encadena varias pérdidas seguidas o cuando una operación empieza a dar beneficios. Los mercados financieros ponen a prueba a diario nuestra paciencia y nuestra disciplina, y las decisiones que tomamos bajo presión suelen ser las peores.</p>
<p>La buena noticia es que la disciplina no es un rasgo innato, sino un hábito que se puede entrenar. El primer paso es conocer las trampas emocionales más frecuentes; el segundo, dejar por escrito unas reglas claras que decidan por ti cuando las emociones aprieten.</p>

<figure class="blog-figure"><img src="assets/images/blog/post-4/image-1.jpg" alt="Trader que revisa con calma sus gráficos y sus notas antes de abrir una operación" width="1200" height="630" loading="lazy"></figure>

<h2>Miedo y codicia</h2>
<p>El miedo y la codicia son las dos emociones que más influyen en el trading. El miedo lleva a cerrar demasiado pronto una operación ganadora por temor a perder lo conseguido, o a dejar pasar una oportunidad que cumplía todos los criterios solo porque la anterior salió mal. La codicia empuja en sentido contrario: ampliar una posición sin motivo, alejar una y otra vez el objetivo de beneficio o aumentar el tamaño de las operaciones después de una buena racha.</p>
<p>Ninguna de las dos desaparece por completo, y tampoco hace falta. Lo importante es reconocerlas a tiempo. Si miras la cotización cada pocos segundos, te cuesta dormir por una posición abierta o sientes euforia tras un gran acierto, probablemente estás operando con un tamaño demasiado grande para tu cuenta o para tu tolerancia al riesgo.</p>
<h3>Operar en exceso</h3>
<p>El exceso de operaciones, conocido en inglés como <em>overtrading</em>, es uno de los errores más caros y menos visibles. Aparece por aburrimiento, por la sensación de que hay que estar siempre dentro del mercado o por las ganas de recuperar rápidamente una pérdida. Cada operación innecesaria suma comisiones y diferenciales y, sobre todo, rebaja la calidad de tus decisiones. Un buen antídoto es fijar de antemano un número máximo de operaciones por día o por semana y aceptar que no operar también es una decisión.</p>
<h3>El trading de venganza</h3>
<p>Después de una pérdida dolorosa, es tentador volver al mercado de inmediato con una posición mayor para «desquitarse». Es lo que se conoce como trading de venganza, y suele convertir una mala jornada en una muy mala. El mercado no sabe que has perdido ni te debe nada. Si cierras una operación con una pérdida importante o alcanzas tu límite de pérdida diaria, lo más profesional suele ser apagar la plataforma y analizar lo ocurrido al día siguiente, con la cabeza fría.</p>

<h2>Los sesgos cognitivos que más afectan al trader</h2>
<p>Además de las emociones, nuestro cerebro recurre a atajos mentales que, en los mercados, pueden jugar en nuestra contra:</p>
<ul>
<li><strong>Sesgo de confirmación:</strong> buscar solo la información que respalda lo que ya pensamos y pasar por alto las señales que lo contradicen.</li>
<li><strong>Aversión a las pérdidas:</strong> una pérdida se vive con más intensidad que una ganancia del mismo importe, y eso lleva a mantener posiciones perdedoras con la esperanza de que se recuperen mientras se cierran deprisa las ganadoras.</li>
<li><strong>Exceso de confianza:</strong> tras varias operaciones ganadoras, atribuirlo todo a la propia habilidad y asumir más riesgo del previsto.</li>
<li><strong>Efecto anclaje:</strong> aferrarse a un precio de referencia, como el de compra o un máximo reciente, aunque la situación del mercado haya cambiado.</li>
<li><strong>Sesgo de lo reciente:</strong> dar demasiado peso a las últimas operaciones o noticias y perder de vista el conjunto.</li>
</ul>
<p>Estos sesgos no se pueden eliminar, pero sí limitar su efecto con un método que se aplique siempre de la misma manera. Ahí entra en juego el plan de trading.</p>

<h2>Cómo redactar tu plan de trading</h2>
<p>Un plan de trading es un documento breve, escrito antes de operar, que responde a una pregunta sencilla: ¿qué voy a hacer y en qué condiciones? No necesita ser largo, pero sí concreto. Estos son los apartados que no deberían faltar:</p>
<ol>
<li><strong>Objetivos.</strong> Qué quieres conseguir y en qué plazo, de forma realista y medible. Suele ser más útil un objetivo de proceso, como «respetar mis reglas en todas las operaciones», que una cifra de rentabilidad.</li>
<li><strong>Mercados y horarios.</strong> Qué instrumentos vas a operar, por ejemplo dos o tres pares de divisas o un índice, y en qué franjas horarias. Centrarte en pocos mercados te permite conocer bien cómo se comportan.</li>
<li><strong>Reglas de entrada.</strong> Las condiciones exactas que deben cumplirse para abrir una operación. Si no eres capaz de describirlas con claridad, todavía no tienes una estrategia.</li>
<li><strong>Reglas de salida.</strong> Dónde colocarás el stop loss, cuándo recogerás beneficios y qué harás si la operación no evoluciona como esperabas. Decide la salida antes de entrar.</li>
<li><strong>Tamaño de la posición.</strong> Cómo calcularás el volumen de cada operación en función de la distancia al stop loss, para que una pérdida nunca supere lo que has decidido arriesgar.</li>
<li><strong>Riesgo por operación y límites.</strong> El porcentaje máximo de la cuenta que arriesgarás en cada operación (muchos traders se mueven entre el 0,5 % y el 2 %) y un límite de pérdida diario o semanal a partir del cual dejarás de operar.</li>
</ol>
<p>Un ejemplo sencillo: con una cuenta de 5.000 € y un riesgo máximo del 1 % por operación, la pérdida máxima aceptable es de 50 €. Si tu stop loss está a 25 puntos del precio de entrada, el tamaño de la posición debe ser de 2 € por punto. Así es el riesgo el que determina el tamaño, y no al revés. Ten en cuenta que, con huecos de precio o mucha volatilidad, una orden stop puede ejecutarse a un precio peor que el fijado.</p>

<div class="blog-highlight"><img src="assets/images/blog/post-4/image-2.jpg" alt="Cuaderno abierto con un plan de trading escrito a mano junto a un ordenador portátil" width="1200" height="630" loading="lazy"><p class="blog-highlight__text">Un plan de trading no garantiza beneficios ni evita las pérdidas. Su valor está en que te obliga a decidir con calma lo que después, con el mercado en movimiento, solo tendrás que ejecutar.</p></div>

<h2>El diario de trading y la revisión periódica</h2>
<p>El plan solo funciona si compruebas que lo cumples, y para eso sirve el diario de trading: un registro de cada operación con la fecha, el instrumento, el motivo de la entrada, el tamaño, el stop loss, el resultado y, muy importante, cómo te sentías antes y después. Con el tiempo, el diario revela patrones que a simple vista pasan desapercibidos: quizá pierdes más los viernes por la tarde, o cuando operas justo después de publicarse un dato económico.</p>
<p>Reserva un momento fijo, por ejemplo cada fin de semana o a final de mes, para revisar el diario. Pregúntate si seguiste tus reglas, qué operaciones las incumplieron y qué ocurrió con ellas. Modifica el plan solo cuando tengas datos suficientes y nunca en caliente, justo después de una pérdida.</p>

<h2>Conclusión</h2>
<p>Dominar la psicología del trading no consiste en dejar de sentir miedo o entusiasmo, sino en impedir que esas emociones tomen las decisiones por ti. Un plan escrito, un tamaño de posición prudente y una revisión honesta de tus operaciones son herramientas sencillas que marcan una gran diferencia. Empieza poco a poco, practica primero en una cuenta demo si tienes acceso a ella y da prioridad a proteger tu capital por encima de la búsqueda de ganancias rápidas.</p>

<p class="blog-risk">Advertencia de riesgo: los CFD y otros productos apalancados son instrumentos complejos y conllevan un alto riesgo de perder dinero rápidamente, ya que el apalancamiento amplifica las pérdidas. Muchos inversores minoristas pierden dinero al operar con estos productos. Valora si comprendes cómo funcionan y si puedes permitirte asumir el elevado riesgo de perder tu dinero. Los precios de las criptomonedas son muy volátiles. El trading puede no ser adecuado para todo el mundo. Las rentabilidades pasadas no son un indicador fiable de los resultados futuros. Este artículo tiene fines exclusivamente formativos y no constituye asesoramiento de inversión.</p>
`,
};
