import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 4,
  slug: 'online-trading-101',
  title: 'Onlinehandel 101: plattformar, order, kostnader och disciplin',
  summary:
    'Vad du ska titta efter i en handelsplattform, hur de viktigaste ordertyperna fungerar, vad handeln faktiskt kostar och den riskhantering och disciplin som håller ihop allt.',
  date: '08/08/2023',
  body: `
<p>Onlinehandel har gjort finansmarknaderna tillgängliga för alla med en internetuppkoppling. På några minuter kan du öppna en position i ett valutapar, en aktie, ett index, en råvara eller en kryptovaluta. Den enkelheten är samtidigt den största faran: det går lika fort att öppna en affär som du inte helt förstår. Den här artikeln går igenom de fyra saker som varje onlinehandlare behöver få rätt: plattformen, ordern, kostnaderna och disciplinen att hantera risk.</p>

<h2>Handelsplattformen</h2>
<p>Plattformen är din arbetsplats, så den ska vara pålitlig, tydlig och bekväm att använda. De flesta leverantörer erbjuder en webbversion som körs i webbläsaren, en mobilapp och ibland ett datorprogram. Oavsett vilken du väljer, kontrollera att den har:</p>
<ul>
<li>kurser och diagram i realtid med de tidsramar och indikatorer du behöver;</li>
<li>en tydlig ordersedel som visar storlek, marginalkrav och värdet av en punkt innan du bekräftar;</li>
<li>stop loss- och take profit-order som kan läggas till när du öppnar en position;</li>
<li>en tydlig överblick över öppna positioner, kontots kapital, marginal och historik;</li>
<li>säkerhetsfunktioner som tvåfaktorsautentisering.</li>
</ul>
<p>Lägg tid på demoversionen först. Ta reda på var varje knapp finns och vad den gör, så att du aldrig behöver leta efter stängningsknappen medan en position rör sig emot dig.</p>

<h2>Ordertyper</h2>
<p>En order talar om för plattformen vad den ska göra och under vilka villkor. Att förstå skillnaderna hjälper dig att gå in i och ut ur marknaden på dina egna villkor.</p>
<ul>
<li><strong>Marknadsorder:</strong> utförs direkt till bästa tillgängliga pris. Använd den när det är viktigare att komma in eller ut än att få exakt rätt pris.</li>
<li><strong>Limitorder:</strong> utförs bara till ditt pris eller bättre. En köplimit ligger under aktuell kurs, en säljlimit över.</li>
<li><strong>Stopporder:</strong> blir en marknadsorder när kursen når en nivå du bestämt. Handlare använder den för att gå in när en rörelse tar fart eller för att gå ur när den vänder emot dem.</li>
<li><strong>Stop loss och take profit:</strong> kopplas till en position för att stänga den automatiskt vid en planerad förlust eller vinst.</li>
<li><strong>Glidande stopp (trailing stop):</strong> en stop loss som följer kursen på ett fast avstånd när den rör sig till din fördel och ligger kvar när kursen vänder.</li>
</ul>
<p>Kom ihåg att en stopporder inte är någon garanti. När kursen gör ett hopp, till exempel efter en helg eller ett överraskande besked, utförs ordern till nästa tillgängliga pris, som kan vara sämre än den nivå du satt. Det kallas slippage.</p>

<h2>Vad handeln kostar</h2>
<p>Kostnaderna är säkra, vinsterna är det inte, så det lönar sig att veta exakt vad du betalar. De viktigaste posterna är:</p>
<ul>
<li><strong>Spread:</strong> skillnaden mellan köp- och säljpriset, som du betalar varje gång du handlar.</li>
<li><strong>Courtage:</strong> en avgift per affär som tas ut på vissa konton och instrument i stället för, eller utöver, en bredare spread.</li>
<li><strong>Finansiering över natten:</strong> en daglig avgift eller ersättning på hävstångspositioner som behålls efter brytpunkten.</li>
<li><strong>Valutaväxling:</strong> tillkommer när ett instrument prissätts i en annan valuta än ditt konto.</li>
</ul>
<p>Din leverantör redovisar kostnaderna i sina dokument. Läs dem innan du handlar och räkna med dem när du bedömer om en strategi är värd att använda: ett arbetssätt med väldigt många affärer kan vara lönsamt före kostnader och förlora pengar efter dem.</p>

<h2>Riskhantering</h2>
<p>Riskhantering är det som håller dig kvar i spelet tillräckligt länge för att du ska hinna lära dig. Bestäm din största förlust per affär innan du går in, och räkna fram positionens storlek utifrån det beloppet och avståndet till din stop loss. Sikta på affärer där den möjliga vinsten är klart större än risken. Se upp med positioner som beror på samma sak, till exempel flera dollarpar samtidigt, eftersom de kan förlora tillsammans. Använd hävstång sparsamt: den högsta tillgängliga är en gräns, inte en rekommendation.</p>

<h2>Disciplin</h2>
<p>De flesta misstag i handeln handlar inte om analys utan om beteende. Efter en förlust är det frestande att handla igen direkt för att vinna tillbaka pengarna. Efter en vinst är det frestande att dubbla storleken. Båda känslorna är naturliga och båda är dyra. En skriftlig handelsplan är det bästa skyddet. Den anger vilka instrument du handlar, när du handlar, vad som måste hända innan du går in, var du går ur och hur mycket du riskerar. Följ den, skriv in varje affär i en dagbok och ändra planen bara efter att lugnt ha gått igenom dina resultat, aldrig mitt i en handelssession. Om du märker att du bryter mot dina regler, ta en paus.</p>

<h2>Den korta versionen</h2>
<p>Känn din plattform, dina order, dina kostnader och dina gränser. Onlinehandel är lätt att börja med och krävande att göra bra. Se det som en färdighet som tar tid att bygga upp, och skydda ditt kapital medan du bygger den.</p>

<p class="blog-risk">Riskvarning: CFD:er och andra hävstångsprodukter är komplexa instrument och innebär en hög risk att snabbt förlora pengar på grund av hävstången. Många privata handlare förlorar pengar när de handlar med dessa produkter. Fundera på om du förstår hur de fungerar och om du har råd att ta den höga risken att förlora dina pengar. Kurserna på kryptovalutor är mycket volatila. Handel passar inte alla. Den här artikeln är endast avsedd som utbildning och utgör inte investeringsrådgivning.</p>
`,
};
