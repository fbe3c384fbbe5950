/**
 * Web pages as an organisation's editors paste or import them, for `@lexical/html`: the markup of a news story and
 * of an encyclopaedia-style article, with the things such pages carry (inline styles, adjacent links to one address,
 * nested lists, header cells, sub- and superscripts, code, images and scripts Lexical has no node for).
 */
export const WEB_PAGES: Record<string, string> = {
  newsStory: `<!doctype html><html><head><title>Harbour ferries return</title><script>track()</script></head><body>
<header><nav><a href="/">Home</a> <a href="/news">News</a></nav></header>
<article>
<h1>Harbour ferries return after <em>three-year</em> pause</h1>
<p class="standfirst"><strong>The Star Ferry's Wan Chai route</strong> reopens on Monday, the operator said.</p>
<p>Passengers can <a href="https://example.org/timetable">see the timetable</a><a href="https://example.org/timetable"> and fares</a> online.
 The first boat leaves at <span style="color: #EE3A43;">6.30 am</span>; the last at <b>11.30 pm</b>.<br>Weekend sailings run every 12 minutes.</p>
<figure><img src="/media/ferry.jpg" alt="A ferry at the pier"><figcaption>A ferry at the Wan Chai pier.</figcaption></figure>
<blockquote>We have waited a long time for this, <i>said</i> one commuter.</blockquote>
<h2>What changes</h2>
<ul><li>Fares rise by <u>50 cents</u></li><li>Octopus cards only<ul><li>Cash at the kiosk until March</li></ul></li><li></li></ul>
<ol start="3"><li>Central</li><li>Wan Chai</li></ol>
<table><thead><tr><th>Route</th><th>First</th><th>Last</th></tr></thead>
<tbody><tr><td>Wan Chai</td><td>6.30</td><td>23.30</td></tr><tr><td>Central</td><td></td><td>23.00</td></tr></tbody></table>
<p style="text-align: center">Reporting by <a href="mailto:desk@example.org" title="News desk">the news desk</a>.</p>
</article><footer><p>&copy; Example News</p></footer></body></html>`,
  reference: `<!doctype html><html><body><main>
<h1>Water (H<sub>2</sub>O)</h1>
<p>Water covers about 71<sup>%</sup> of the Earth's surface. Its formula is <code>H2O</code>, and at sea level it boils at <s>90</s> 100 &deg;C.</p>
<p><span style="font-size: 15px; color: #1a73e8;">Styled text</span> <mark>highlighted</mark> and <strong><em>bold italic</em></strong>.</p>
<h3>See also</h3>
<ol><li><a href="https://example.org/ice">Ice</a></li><li><a href="https://example.org/steam">Steam</a> and <a href="https://example.org/steam">vapour</a></li></ol>
<h4>Notes</h4><p>  Leading spaces, a tab&#9;inside, and an empty paragraph after.</p><p></p>
<pre>function boil() {\n  return 100;\n}</pre>
</main></body></html>`,
};
