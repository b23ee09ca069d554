import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 2,
  slug: 'a-beginners-guide',
  title: "A Beginner's Guide to Trading: Your First Steps",
  summary:
    'From opening an account and practising on a demo to choosing instruments, placing your first orders and deciding how much to risk on each trade.',
  date: '14/07/2023',
  body: `
<p>Starting to trade can feel like walking into a room where everyone already speaks a language you are still learning. Charts, spreads, leverage and order types all arrive at once. The good news is that you do not have to learn everything on the first day. If you take the first steps in the right order and keep your risk small while you learn, you give yourself time to understand what you are doing before real money is at stake. This guide walks you through those first steps.</p>

<h2>Step 1: Be clear about why you want to trade</h2>
<p>Before you open an account, ask yourself what you hope to achieve and how much money you could lose without it affecting your daily life, your savings or your obligations. Trading is not a substitute for an emergency fund or a pension plan. Only use money you can afford to lose, and set yourself realistic expectations: the first months are for learning, not for earning.</p>

<h2>Step 2: Open and verify your account</h2>
<p>A regulated provider must know who its clients are. When you register you will be asked for personal details, proof of identity and proof of address. You will also answer questions about your experience and your financial situation. These questions are not a formality: they help the provider assess whether the products are appropriate for you, and they are a useful moment to reflect on that yourself. Use a strong password, keep your login details private and turn on every security option the platform offers.</p>

<h2>Step 3: Practise on a demo account</h2>
<p>A demo account lets you trade with virtual money at real market prices. It is the safest place to learn how the platform works: how to search for an instrument, read a quote, open and close a position, and set a stop-loss. Treat the demo as if the money were real. Use the same position sizes you would use in a live account, and keep notes. A demo cannot teach you how it feels to lose real money, but it can make sure that mistakes with buttons and settings happen when they cost nothing.</p>

<figure class="blog-figure"><img src="assets/images/blog/post-2/image-1.jpg" alt="Trading platform in demo mode with a price chart, a watchlist and an order panel" width="1200" height="630" loading="lazy"></figure>

<h2>Step 4: Choose a few instruments</h2>
<p>Most platforms offer hundreds of instruments across forex, stocks, indices, commodities and cryptocurrencies. Resist the temptation to follow all of them. Pick two or three that you find interesting and that you are willing to study: when they are open, how far they usually move in a day, what news affects them and how much it costs to trade them. Knowing a few markets well is worth more than knowing many of them a little.</p>

<h2>Step 5: Learn the basic order types</h2>
<p>Orders are the instructions you give the platform. Four of them cover most situations for a beginner:</p>
<ul>
<li><strong>Market order:</strong> buy or sell now at the best available price. It is fast, but the price you get can differ slightly from the one you saw.</li>
<li><strong>Limit order:</strong> buy or sell only at a chosen price or better. It gives you control over the price, but it may never be filled.</li>
<li><strong>Stop-loss:</strong> closes your position when the price moves against you to a level you set in advance. It is your most important safety net, although in fast markets or over a weekend gap it may be executed at a worse price than the one you chose.</li>
<li><strong>Take-profit:</strong> closes your position when the price reaches your target, so that a planned gain is secured without you watching the screen.</li>
</ul>

<h2>Step 6: Decide how much to risk on each trade</h2>
<p>The single most useful habit for a new trader is to decide, before every trade, how much of the account you are prepared to lose if the trade goes wrong. Many experienced traders limit this to a small share of their account, often around one or two per cent. Suppose your account holds 2,000 euros and you decide to risk one per cent. Your maximum loss on one trade is then 20 euros. If your stop-loss is 40 points away from your entry, each point can be worth at most 50 cents, and that tells you the size of your position. Working in this order, from risk to size rather than the other way round, keeps a run of losing trades from emptying your account.</p>

<div class="blog-highlight"><img src="assets/images/blog/post-2/image-2.jpg" alt="Risk gauge with a needle resting in the low-risk zone" width="1200" height="630" loading="lazy"><p class="blog-highlight__text">Leverage multiplies both gains and losses. A small deposit can control a large position, which means a small price move can cost you a large part of your deposit. Always calculate your risk in money before you press buy or sell.</p></div>

<h2>Step 7: Keep a trading journal</h2>
<p>Write down every trade: the instrument, the reason you entered, your entry, stop-loss and target, the result, and how you felt. After twenty or thirty trades, read your notes. You will see patterns that no chart can show you, such as trading too often after a loss or closing winners too early. A journal turns experience into learning.</p>

<h2>Keep learning</h2>
<p>Markets change, and so will you as a trader. Read the educational material your provider offers, follow the economic calendar, and move to a live account only when you can follow your own rules consistently on the demo. When you do, start small.</p>

<p class="blog-risk">Risk warning: CFDs and other leveraged products are complex instruments and come with a high risk of losing money rapidly due to leverage. Many retail traders lose money when trading these products. Consider whether you understand how they work and whether you can afford to take the high risk of losing your money. Prices of cryptocurrencies are highly volatile. Trading may not be suitable for everyone. This article is for educational purposes only and is not investment advice.</p>
`,
};
