import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 2,
  slug: 'a-beginners-guide',
  title: 'Nybörjarguide till trading: dina första steg',
  summary:
    'Från att öppna ett konto och öva på ett demokonto till att välja instrument, lägga dina första order och bestämma hur mycket du riskerar per affär.',
  date: '14/07/2023',
  body: `
<p>Att börja handla kan kännas som att kliva in i ett rum där alla redan talar ett språk som du själv fortfarande håller på att lära dig. Diagram, spreadar, hävstång och ordertyper kommer på en och samma gång. Det goda är att du inte behöver lära dig allt första dagen. Om du tar de första stegen i rätt ordning och håller nere risken medan du lär dig, ger du dig själv tid att förstå vad du gör innan riktiga pengar står på spel. Den här guiden tar dig igenom de stegen.</p>

<h2>Steg 1: Var tydlig med varför du vill handla</h2>
<p>Innan du öppnar ett konto, fråga dig vad du vill uppnå och hur mycket pengar du skulle kunna förlora utan att det påverkar din vardag, ditt sparande eller dina åtaganden. Trading ersätter varken en buffert eller ett pensionssparande. Använd bara pengar som du har råd att förlora, och ha realistiska förväntningar: de första månaderna handlar om att lära, inte om att tjäna.</p>

<h2>Steg 2: Öppna och verifiera ditt konto</h2>
<p>En reglerad leverantör måste veta vilka dess kunder är. När du registrerar dig får du uppge personuppgifter och visa id-handling och adressbevis. Du svarar också på frågor om din erfarenhet och din ekonomiska situation. Frågorna är ingen formalitet: de hjälper leverantören att bedöma om produkterna är lämpliga för dig, och de är ett bra tillfälle att fundera på det själv. Använd ett starkt lösenord, håll dina inloggningsuppgifter för dig själv och aktivera alla säkerhetsfunktioner som plattformen erbjuder.</p>

<h2>Steg 3: Öva på ett demokonto</h2>
<p>Med ett demokonto handlar du med fiktiva pengar till verkliga marknadspriser. Det är det säkraste stället att lära sig hur plattformen fungerar: hur du söker upp ett instrument, läser en kurs, öppnar och stänger en position och sätter en stop loss. Behandla demokontot som om pengarna vore riktiga. Använd samma positionsstorlekar som du skulle använda på ett riktigt konto och för anteckningar. Ett demokonto kan inte lära dig hur det känns att förlora riktiga pengar, men det ser till att misstag med knappar och inställningar sker när de inte kostar något.</p>

<h2>Steg 4: Välj några få instrument</h2>
<p>De flesta plattformar erbjuder hundratals instrument inom valuta, aktier, index, råvaror och kryptovalutor. Motstå frestelsen att följa alla. Välj två eller tre som du tycker är intressanta och som du är beredd att sätta dig in i: när de handlas, hur mycket de brukar röra sig under en dag, vilka nyheter som påverkar dem och vad det kostar att handla dem. Att kunna några få marknader väl är värt mer än att kunna många lite grann.</p>

<h2>Steg 5: Lär dig de grundläggande ordertyperna</h2>
<p>Order är de instruktioner du ger plattformen. Fyra av dem täcker de flesta situationer du möter som nybörjare:</p>
<ul>
<li><strong>Marknadsorder:</strong> köp eller sälj nu till bästa tillgängliga pris. Den är snabb, men priset du får kan skilja sig något från det du såg.</li>
<li><strong>Limitorder:</strong> köp eller sälj bara till ett valt pris eller bättre. Du styr priset, men ordern kanske aldrig blir utförd.</li>
<li><strong>Stop loss:</strong> stänger din position när kursen rör sig emot dig till en nivå du bestämt i förväg. Den är ditt viktigaste skyddsnät, men på snabba marknader eller vid ett kursgap efter en helg kan den utföras till ett sämre pris än det du valt.</li>
<li><strong>Take profit:</strong> stänger din position när kursen når ditt mål, så att en planerad vinst säkras utan att du behöver sitta vid skärmen.</li>
</ul>

<h2>Steg 6: Bestäm hur mycket du riskerar per affär</h2>
<p>Den enskilt mest användbara vanan för en ny handlare är att före varje affär bestämma hur stor del av kontot man är beredd att förlora om affären går fel. Många erfarna handlare begränsar det till en liten andel av kontot, ofta runt en eller två procent. Anta att du har 2 000 euro på kontot och bestämmer dig för att riskera en procent. Då är din största förlust på en affär 20 euro. Om din stop loss ligger 40 punkter från ingången får varje punkt vara värd högst 50 cent, och det avgör storleken på din position. Att arbeta i den ordningen, från risk till storlek och inte tvärtom, hindrar en serie förlustaffärer från att tömma kontot.</p>

<div class="blog-highlight"><p class="blog-highlight__text">Hävstång förstärker både vinster och förluster. En liten insättning kan styra en stor position, vilket betyder att en liten kursrörelse kan kosta dig en stor del av insättningen. Räkna alltid ut din risk i pengar innan du trycker på köp eller sälj.</p></div>

<h2>Steg 7: För en handelsdagbok</h2>
<p>Skriv ner varje affär: instrumentet, varför du gick in, ingångskurs, stop loss och mål, resultatet och hur du kände dig. Läs igenom anteckningarna efter tjugo eller trettio affärer. Du kommer att se mönster som inget diagram kan visa, som att du handlar för ofta efter en förlust eller stänger vinnande affärer för tidigt. En dagbok gör erfarenhet till lärdom.</p>

<h2>Fortsätt lära dig</h2>
<p>Marknaderna förändras, och det gör du också som handlare. Läs det utbildningsmaterial din leverantör erbjuder, följ den ekonomiska kalendern och gå över till ett riktigt konto först när du konsekvent kan följa dina egna regler på demokontot. När du gör det, börja i liten skala.</p>

<p class="blog-risk">Riskvarning: CFD:er och andra hävstångsprodukter är komplexa instrument och innebär en hög risk att snabbt förlora pengar på grund av hävstången. Många privata handlare förlorar pengar när de handlar med dessa produkter. Fundera på om du förstår hur de fungerar och om du har råd att ta den höga risken att förlora dina pengar. Kurserna på kryptovalutor är mycket volatila. Handel passar inte alla. Den här artikeln är endast avsedd som utbildning och utgör inte investeringsrådgivning.</p>
`,
};
