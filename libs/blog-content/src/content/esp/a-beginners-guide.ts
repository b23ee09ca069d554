import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 2,
  slug: 'a-beginners-guide',
  title: 'Guía de trading para principiantes: tus primeros pasos',
  summary:
    'Desde abrir una cuenta y practicar en una demo hasta elegir instrumentos, colocar tus primeras órdenes y decidir cuánto arriesgar en cada operación.',
  date: '14/07/2023',
  body: `
<p>Empezar a operar puede parecerse a entrar en una sala donde todos hablan ya un idioma que tú todavía estás aprendiendo. Gráficos, diferenciales, apalancamiento y tipos de órdenes llegan de golpe. La buena noticia es que no tienes que aprenderlo todo el primer día. Si das los primeros pasos en el orden correcto y mantienes un riesgo reducido mientras aprendes, te das tiempo para entender lo que haces antes de que haya dinero real en juego. Esta guía te acompaña en esos primeros pasos.</p>

<h2>Paso 1: ten claro por qué quieres operar</h2>
<p>Antes de abrir una cuenta, pregúntate qué esperas conseguir y cuánto dinero podrías perder sin que eso afecte a tu día a día, a tus ahorros o a tus obligaciones. El trading no sustituye a un fondo de emergencia ni a un plan de pensiones. Utiliza solo dinero que puedas permitirte perder y márcate expectativas realistas: los primeros meses son para aprender, no para ganar.</p>

<h2>Paso 2: abre y verifica tu cuenta</h2>
<p>Un proveedor regulado debe saber quiénes son sus clientes. Al registrarte, se te pedirán tus datos personales, un documento de identidad y un justificante de domicilio. También tendrás que responder a preguntas sobre tu experiencia y tu situación financiera. Estas preguntas no son un mero trámite: ayudan al proveedor a evaluar si los productos son adecuados para ti y son un buen momento para que tú mismo lo pienses. Utiliza una contraseña segura, no compartas tus datos de acceso y activa todas las opciones de seguridad que ofrezca la plataforma.</p>

<h2>Paso 3: practica en una cuenta demo</h2>
<p>Una cuenta demo te permite operar con dinero virtual a precios reales de mercado. Es el lugar más seguro para aprender cómo funciona la plataforma: cómo buscar un instrumento, leer una cotización, abrir y cerrar una posición y fijar un stop loss. Trata la demo como si el dinero fuera real. Utiliza los mismos tamaños de posición que usarías en una cuenta real y toma notas. Una demo no puede enseñarte lo que se siente al perder dinero de verdad, pero sí puede hacer que los errores con los botones y los ajustes ocurran cuando no cuestan nada.</p>

<figure class="blog-figure"><img src="assets/images/blog/post-2/image-1.jpg" alt="Plataforma de trading en modo demo con un gráfico de precios, una lista de seguimiento y un panel de órdenes" width="1200" height="630" loading="lazy"></figure>

<h2>Paso 4: elige unos pocos instrumentos</h2>
<p>La mayoría de las plataformas ofrecen cientos de instrumentos de forex, acciones, índices, materias primas y criptomonedas. Resiste la tentación de seguirlos todos. Elige dos o tres que te resulten interesantes y que estés dispuesto a estudiar: cuándo se negocian, cuánto suelen moverse en un día, qué noticias les afectan y cuánto cuesta operar con ellos. Conocer bien unos pocos mercados vale más que conocer muchos por encima.</p>

<h2>Paso 5: aprende los tipos de órdenes básicos</h2>
<p>Las órdenes son las instrucciones que das a la plataforma. Cuatro de ellas cubren la mayoría de las situaciones a las que se enfrenta un principiante:</p>
<ul>
<li><strong>Orden de mercado:</strong> comprar o vender ahora al mejor precio disponible. Es rápida, pero el precio que obtienes puede diferir ligeramente del que viste.</li>
<li><strong>Orden limitada:</strong> comprar o vender solo a un precio elegido o a uno mejor. Te da control sobre el precio, pero puede que nunca llegue a ejecutarse.</li>
<li><strong>Stop loss:</strong> cierra tu posición cuando el precio se mueve en tu contra hasta un nivel fijado de antemano. Es tu red de seguridad más importante, aunque en mercados rápidos o ante un hueco de precios tras el fin de semana puede ejecutarse a un precio peor que el que elegiste.</li>
<li><strong>Take profit:</strong> cierra tu posición cuando el precio alcanza tu objetivo, de modo que la ganancia prevista queda asegurada sin que tengas que estar pendiente de la pantalla.</li>
</ul>

<h2>Paso 6: decide cuánto arriesgar en cada operación</h2>
<p>El hábito más útil para quien empieza a operar es decidir, antes de cada operación, qué parte de la cuenta está dispuesto a perder si sale mal. Muchos traders experimentados lo limitan a una pequeña parte de su cuenta, a menudo en torno al uno o el dos por ciento. Supongamos que tu cuenta tiene 2.000 euros y decides arriesgar el uno por ciento. Tu pérdida máxima en una operación será entonces de 20 euros. Si tu stop loss está a 40 puntos de tu precio de entrada, cada punto puede valer como máximo 50 céntimos, y eso te indica el tamaño de tu posición. Trabajar en este orden, del riesgo al tamaño y no al revés, evita que una racha de operaciones perdedoras vacíe tu cuenta.</p>

<div class="blog-highlight"><img src="assets/images/blog/post-2/image-2.jpg" alt="Indicador de riesgo con la aguja en la zona de riesgo bajo" width="1200" height="630" loading="lazy"><p class="blog-highlight__text">El apalancamiento multiplica tanto las ganancias como las pérdidas. Un depósito pequeño puede controlar una posición grande, lo que significa que un pequeño movimiento del precio puede costarte una gran parte de tu depósito. Calcula siempre tu riesgo en dinero antes de pulsar comprar o vender.</p></div>

<h2>Paso 7: lleva un diario de trading</h2>
<p>Anota cada operación: el instrumento, el motivo por el que entraste, tu precio de entrada, el stop loss y el objetivo, el resultado y cómo te sentiste. Al cabo de veinte o treinta operaciones, lee tus notas. Verás patrones que ningún gráfico puede mostrarte, como operar demasiado a menudo después de una pérdida o cerrar demasiado pronto las operaciones ganadoras. Un diario convierte la experiencia en aprendizaje.</p>

<h2>Sigue aprendiendo</h2>
<p>Los mercados cambian, y tú también cambiarás como trader. Lee el material formativo que ofrece tu proveedor, sigue el calendario económico y pasa a una cuenta real solo cuando seas capaz de respetar tus propias reglas de forma constante en la demo. Cuando lo hagas, empieza con poco.</p>

<p class="blog-risk">Advertencia de riesgo: los CFD y otros productos apalancados son instrumentos complejos y conllevan un alto riesgo de perder dinero rápidamente, ya que el apalancamiento amplifica las pérdidas. Muchos inversores minoristas pierden dinero al operar con estos productos. Valora si comprendes cómo funcionan y si puedes permitirte asumir el elevado riesgo de perder tu dinero. Los precios de las criptomonedas son muy volátiles. El trading puede no ser adecuado para todo el mundo. Las rentabilidades pasadas no son un indicador fiable de los resultados futuros. Este artículo tiene fines exclusivamente formativos y no constituye asesoramiento de inversión.</p>
`,
};
