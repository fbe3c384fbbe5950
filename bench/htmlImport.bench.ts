import { performance } from 'node:perf_hooks';
import { importHtml } from '../src/editor/document/htmlImport';

const TARGET_MS = 500;
const RUNS = 7;

const WORDS = 'harbour ferry typhoon shelter pier market reclamation committee season programme tide lantern district archive'.split(' ');

function sentence(seed: number, length = 14) {
  return Array.from({ length }, (_, i) => WORDS[(seed * 7 + i * 3) % WORDS.length]).join(' ');
}

/** One section of a legacy page, as CMS, Word and Google Docs exports write them. */
function section(i: number) {
  return `
<h2 class="section-title" style="margin-top:24px">Section ${i}: ${sentence(i, 5)}</h2>
<p class=MsoNormal style='margin-bottom:8pt;line-height:115%'><span style='font-size:11.0pt;mso-bidi-font-family:Calibri'>${sentence(i)}
<b>${sentence(i + 1, 3)}</b>, <i>${sentence(i + 2, 4)}</i> and <a href="https://example.org/archive/${i}" target="_blank" onclick="track(${i})">${sentence(i + 3, 3)}</a>.<o:p></o:p></span></p>
<p dir="ltr" style="line-height:1.38"><span style="font-size:11pt;font-weight:700">${sentence(i + 4, 6)}</span><span style="font-size:11pt;font-weight:400"> ${sentence(i + 5)}</span><br>${sentence(i + 6, 8)}</p>
<ul><li>${sentence(i, 6)}</li><li><strong>${sentence(i + 1, 2)}</strong> ${sentence(i + 2, 6)}<ul><li>${sentence(i + 3, 5)}</li><li>${sentence(i + 4, 5)}</li></ul></li><li><a href="/en/stories/${i}">${sentence(i + 5, 4)}</a></li></ul>
<table border="1" cellpadding="4" style="width:100%"><tr><th>Year</th><th>Berths</th><th>Notes</th></tr>
<tr><td>${1950 + (i % 70)}</td><td>${i * 3}</td><td><table><tr><td style="color:#333">${sentence(i + 7, 6)}</td></tr></table></td></tr></table>
<figure class="image"><img src="https://cdn.example.org/photos/${i}.jpg" alt="Photo ${i}" width="800"><figcaption>${sentence(i + 8, 7)}</figcaption></figure>
<figure><blockquote><p>${sentence(i + 9, 12)}</p></blockquote><figcaption>${sentence(i + 10, 3)}</figcaption></figure>
<div class="supplementary"><h3>${sentence(i + 11, 3)}</h3><p>${sentence(i + 12)}</p></div>
<script>window.analytics && analytics.track(${i});</script><style>.x${i} { color: red }</style>
`;
}

/** A legacy page of about the given size in bytes. */
export function legacyPageOfSize(bytes: number) {
  const parts = ['<!DOCTYPE html><html><head><meta charset="utf-8"><title>Legacy page</title></head><body><div id="content">'];
  let size = parts[0].length;
  for (let i = 0; size < bytes; i++) {
    const next = section(i);
    parts.push(next);
    size += next.length;
  }
  parts.push('</div></body></html>');
  return parts.join('');
}

export function runHtmlImportBench() {
  const html = legacyPageOfSize(1024 * 1024);
  for (let i = 0; i < 2; i++) importHtml(html);
  const times: number[] = [];
  let blocks = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    blocks = importHtml(html).root.children.length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`HTML import (Node): ${(html.length / 1024 / 1024).toFixed(2)} MB page -> ${blocks} blocks`);
  console.log(
    `  median ${median.toFixed(0)} ms over ${RUNS} runs (min ${times[0].toFixed(0)}, max ${times[times.length - 1].toFixed(0)}); target <= ${TARGET_MS} ms\n`,
  );
}
