import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 1,
  slug: 'market-overview',
  title: 'Marknadsöversikt: så läser du marknaderna i alla tillgångsslag',
  summary:
    'Hur valutor, aktier, index, råvaror och kryptovalutor hänger ihop, vad som driver dem och hur du använder den ekonomiska kalendern och volatiliteten för att planera din handelsvecka.',
  date: '17/09/2023',
  body: `
<p>Varje handelsdag börjar med samma fråga: vad gör marknaden just nu, och varför? Kurserna på din skärm är resultatet av otaliga beslut som fattas av banker, fonder, företag och privata handlare världen över. Du behöver inte följa alla, men en tydlig bild av hur de viktigaste tillgångsslagen beter sig, och av vad som brukar röra dem, hjälper dig att fatta lugnare och bättre förberedda beslut. Den här översikten är skriven för att vara användbar oavsett vad marknaden råkar göra den dag du läser den.</p>

<h2>De fem tillgångsslagen i korthet</h2>
<p>Leverantörer av onlinehandel erbjuder oftast fem breda grupper av instrument. Varje grupp har sin egen rytm, sina egna handelstider och sina egna drivkrafter.</p>
<ul>
<li><strong>Valuta (forex).</strong> Valutor handlas i par, till exempel EUR/USD, och marknaden är öppen dygnet runt från måndag till fredag. Kurserna reagerar på räntor, inflation, tillväxtsiffror och på vad centralbankerna säger.</li>
<li><strong>Aktier.</strong> En aktie är en liten del av ägandet i ett enskilt företag. Aktier rör sig på vinster, prognoser, branschnyheter och det allmänna stämningsläget på marknaden, och de handlas under sin börs öppettider.</li>
<li><strong>Index.</strong> Ett index följer en korg av aktier, till exempel de största bolagen i ett land. Genom att handla ett index tar du ställning till en hel marknad i stället för ett enskilt företag.</li>
<li><strong>Råvaror.</strong> Olja, gas, guld, silver och jordbruksprodukter påverkas av utbud och efterfrågan, lagernivåer, väder, geopolitik och värdet på den amerikanska dollarn, som de flesta av dem prissätts i.</li>
<li><strong>Kryptovalutor.</strong> Digitala tillgångar som Bitcoin och Ether handlas alla veckans dagar. De drivs av spridning, reglering, likviditet och sentiment, och de kan röra sig mycket kraftigt på kort tid.</li>
</ul>

<figure class="blog-figure"><img src="assets/images/blog/post-1/image-1.jpg" alt="Candlestickdiagram med en stigande trend som följs av en konsolideringsfas" width="1200" height="630" loading="lazy"></figure>

<h2>Vad som rör kurserna</h2>
<p>Även om varje marknad har sin egen historia dyker några krafter upp gång på gång.</p>
<h3>Räntor och centralbanker</h3>
<p>Centralbankerna bestämmer vad det kostar att låna. När räntan väntas höjas stärks ofta den berörda valutan, medan aktier kan pressas eftersom finansiering blir dyrare. Räntebesked, presskonferenser och till och med ett enda tal av en centralbankschef kan ändra förväntningarna på några minuter.</p>
<h3>Ekonomisk statistik</h3>
<p>Inflation, sysselsättning, detaljhandel och företagsenkäter visar marknaden hur det går för en ekonomi. Det som räknas är sällan siffran i sig, utan hur den står sig mot förväntningarna. Ett starkt utfall som alla räknat med kan knappt röra kursen, medan en liten överraskning kan ge en stor reaktion.</p>
<h3>Riskaptit</h3>
<p>När investerare känner sig trygga köper de gärna aktier, valutor med högre ränta och kryptovalutor. När de är oroliga söker de sig ofta till tillgångar som anses säkrare, som statsobligationer, guld, japanska yen eller schweizerfranc. Att känna igen om marknaden befinner sig i ett ”risk-on”- eller ”risk-off”-läge förklarar varför instrument som verkar orelaterade ibland rör sig tillsammans.</p>
<h3>Företags- och branschnyheter</h3>
<p>För aktier och index är kvartalsrapporter, uppköp, produktlanseringar och ändrade prognoser de viktigaste händelserna. När ett av de största bolagen i ett index rapporterar kan hela indexet röra sig.</p>

<h2>Använd den ekonomiska kalendern</h2>
<p>En ekonomisk kalender listar planerade händelser: publicering av statistik, centralbanksbeslut, företagsrapporter och helgdagar. Inför varje handelsvecka är det värt att lägga tio minuter på att anteckna de händelser som påverkar de instrument du följer. Skriv upp klockslaget för varje publicering i din egen tidszon, kontrollera vad marknaden förväntar sig och bestäm i förväg om du vill behålla en position genom beskedet eller hålla dig utanför. När viktiga nyheter släpps kan kursen hoppa förbi nivån för din stop loss, så många handlare minskar sina positioner eller avstår från nya affärer strax före stora händelser.</p>

<figure class="blog-figure"><img src="assets/images/blog/post-1/image-2.jpg" alt="Ekonomisk kalender för en vecka med händelser markerade efter förväntad påverkan bredvid en volatilitetskurva" width="1200" height="630" loading="lazy"></figure>

<h2>Att förstå volatilitet</h2>
<p>Volatilitet beskriver hur mycket och hur snabbt en kurs rör sig. Den är varken bra eller dålig: den skapar möjligheter och risker i lika hög grad. Några praktiska punkter är värda att ha i bakhuvudet:</p>
<ul>
<li>Volatiliteten förändras över tid. Marknader växlar ofta mellan lugna och mer intensiva perioder, särskilt kring nyheter.</li>
<li>Varje instrument har sitt eget typiska rörelseintervall. En dagsrörelse som är vanlig för en kryptovaluta vore exceptionell för ett stort valutapar.</li>
<li>Högre volatilitet kräver mindre positioner och noggrant planerade stoppnivåer, så att en normal svängning inte stänger din affär.</li>
<li>Spreadarna kan vidgas när likviditeten är låg, till exempel nattetid, under helgdagar eller på snabba marknader.</li>
</ul>

<h2>Bygg din egen marknadsrutin</h2>
<p>En enkel rutin håller dig informerad utan att du drunknar i information. Börja med en kort lista över instrument som du förstår. Titta varje dag på var de stängde, vad som hänt under natten och vilka händelser som väntar. Kontrollera en högre tidsram, till exempel dagsdiagrammet, för att se den övergripande trenden innan du zoomar in. Skriv ner vad du förväntar dig och varför, och gå igenom anteckningarna i slutet av veckan. Med tiden lär du dig mycket mer av den vanan än av någon enskild prognos.</p>

<blockquote>Syftet med en marknadsöversikt är inte att förutsäga morgondagens kurs. Det är att förstå de förhållanden du handlar under, så att dina beslut passar dem.</blockquote>

<p class="blog-risk">Riskvarning: CFD:er och andra hävstångsprodukter är komplexa instrument och innebär en hög risk att snabbt förlora pengar på grund av hävstången. Många privata handlare förlorar pengar när de handlar med dessa produkter. Fundera på om du förstår hur de fungerar och om du har råd att ta den höga risken att förlora dina pengar. Kurserna på kryptovalutor är mycket volatila. Handel passar inte alla. Den här artikeln är endast avsedd som utbildning och utgör inte investeringsrådgivning.</p>
`,
};
