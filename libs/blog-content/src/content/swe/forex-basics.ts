import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 3,
  slug: 'forex-basics',
  title: 'Grunderna i forex: valutapar, pips, lotter och hävstång',
  summary:
    'Byggstenarna i valutahandel förklarade: hur valutapar noteras, vad pips och lotter är, hur spread, hävstång och marginal fungerar och när marknaden är som mest aktiv.',
  date: '17/09/2023',
  body: `
<p>Valutamarknaden, oftast kallad forex eller FX, är platsen där valutor köps och säljs. Företag använder den för att betala varor från utlandet, resenärer när de växlar pengar, och centralbanker, fonder och handlare är aktiva där varje sekund av arbetsveckan. För många privata handlare är forex den första marknad de kommer i kontakt med. Innan du gör en affär lönar det sig att förstå begreppen, eftersom vart och ett av dem nedan påverkar dina kostnader och din risk direkt.</p>

<h2>Valutapar</h2>
<p>På valutamarknaden handlar du alltid en valuta mot en annan. I paret EUR/USD är euron <strong>basvalutan</strong> och den amerikanska dollarn <strong>prisvalutan</strong>. En kurs på 1,1000 betyder att en euro kostar 1,10 amerikanska dollar. Köper du paret räknar du med att euron stärks mot dollarn; säljer du det räknar du med motsatsen.</p>
<ul>
<li><strong>Majors</strong> är de mest handlade paren och innehåller alla den amerikanska dollarn, till exempel EUR/USD, USD/JPY och GBP/USD. De är oftast mest likvida och har lägst spreadar.</li>
<li><strong>Minors</strong>, eller korsvalutor, kombinerar två stora valutor utan dollarn, som EUR/GBP eller AUD/JPY.</li>
<li><strong>Exotiska par</strong> kombinerar en stor valuta med valutan i en mindre ekonomi eller tillväxtekonomi. De kan röra sig häftigt och är ofta dyrare att handla.</li>
</ul>

<figure class="blog-figure"><img src="assets/images/blog/post-3/image-1.jpg" alt="En valutakurs i delar: bas- och prisvaluta, köp- och säljkurs samt spreaden" width="1200" height="630" loading="lazy"></figure>

<h2>Bid, ask och spread</h2>
<p>Varje notering har två priser. <strong>Bid</strong> är priset du kan sälja till och <strong>ask</strong> är priset du kan köpa till. Skillnaden mellan dem är <strong>spreaden</strong>, en av de viktigaste kostnaderna i handeln. En position börjar lite på minus eftersom du köper till det högre priset och skulle sälja till det lägre. Spreadarna är oftast snävast när marknaden är livlig och kan vidgas kring viktiga nyheter eller när likviditeten är låg.</p>

<h2>Pips</h2>
<p>En <strong>pip</strong> är standardenheten för att mäta en förändring i en växelkurs. För de flesta par är det den fjärde decimalen: om EUR/USD går från 1,1000 till 1,1025 har paret rört sig 25 pips. För par med japanska yen är en pip den andra decimalen. Många plattformar visar också en femte, mindre siffra, en delpip eller pipette, som ger finare prissättning.</p>

<h2>Lotter och positionsstorlek</h2>
<p>Valutaaffärer mäts i <strong>lotter</strong>. En standardlot är 100 000 enheter av basvalutan, en minilot 10 000 enheter och en mikrolot 1 000 enheter. Storleken du väljer avgör hur mycket varje pip är värd. I EUR/USD är en pip på en standardlot värd ungefär 10 amerikanska dollar, på en minilot ungefär 1 dollar och på en mikrolot ungefär 10 cent. Därför börjar nybörjare ofta med den minsta storlek som leverantören tillåter: samma marknadsrörelse påverkar då kontot betydligt mindre.</p>

<h2>Hävstång och marginal</h2>
<p>Med hävstång kan du öppna en position som är större än de pengar du sätter in. Beloppet som reserveras för att hålla positionen öppen kallas <strong>marginal</strong>. Med en hävstång på 1:30 kräver till exempel en position värd 30 000 euro en marginal på 1 000 euro. Tillsynsmyndigheter begränsar den hävstång som får erbjudas privatkunder, och gränserna beror på instrument och land.</p>
<p>Hävstången verkar åt båda hållen. En rörelse på en procent mot en position med trettio gångers hävstång kostar ungefär trettio procent av marginalen. Om förlusterna gör att kapitalet på kontot sjunker under den marginal som krävs kan du få ett <strong>marginalkrav</strong> (margin call), och sjunker det ytterligare kan plattformen stänga dina positioner automatiskt för att begränsa förlusten. Att använda mindre hävstång än den högsta tillgängliga är ett av de enklaste sätten att skydda ditt konto.</p>

<div class="blog-highlight"><img src="assets/images/blog/post-3/image-2.jpg" alt="Världskarta med handelssessionerna i Sydney, Tokyo, London och New York och deras överlappningar" width="1200" height="630" loading="lazy"><p class="blog-highlight__text">Valutamarknaden följer solen. Handeln flyttar från Sydney och Tokyo till London och sedan New York, och de mest intensiva timmarna infaller oftast när London- och New York-sessionerna överlappar.</p></div>

<h2>Handelssessioner</h2>
<p>Eftersom marknaden är utspridd över flera finanscentrum är den öppen dygnet runt från måndag till fredag. Aktiviteten är dock inte jämn. Den asiatiska sessionen, med Tokyo i centrum, är oftast lugnare för de flesta par utom dem som innehåller yen och australiensisk dollar. Londonsessionen står för dagens största volym, och överlappningen med New York på eftermiddagen, europeisk tid, är ofta den mest aktiva perioden. Sent på fredagar och kring helgdagar minskar likviditeten och spreadarna kan vidgas.</p>

<h2>Finansiering över natten</h2>
<p>Om du behåller en hävstångsposition efter den dagliga brytpunkten dras en finansieringskostnad eller krediteras en ersättning, ofta kallad swap. Den beror på räntorna i de två valutorna och på leverantörens egen avgift. För kortsiktiga affärer är den liten, men för positioner som hålls i flera veckor kan den bli betydande, så kontrollera satserna innan du planerar en längre affär.</p>

<h2>Sammanfattning</h2>
<p>Före varje valutaaffär bör du kunna svara på några frågor: vilken valuta köper du och vilken säljer du, vad är en pip värd i den storlek du valt, hur mycket marginal kräver positionen, var ligger din stop loss och hur mycket förlorar du om den nås? Kan du svara på dem förstår du din affär; kan du det inte, vänta.</p>

<p class="blog-risk">Riskvarning: CFD:er och andra hävstångsprodukter är komplexa instrument och innebär en hög risk att snabbt förlora pengar på grund av hävstången. Många privata handlare förlorar pengar när de handlar med dessa produkter. Fundera på om du förstår hur de fungerar och om du har råd att ta den höga risken att förlora dina pengar. Kurserna på kryptovalutor är mycket volatila. Handel passar inte alla. Den här artikeln är endast avsedd som utbildning och utgör inte investeringsrådgivning.</p>
`,
};
