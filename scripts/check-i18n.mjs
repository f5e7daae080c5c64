#!/usr/bin/env node
// i18n completeness: every key of every namespace present, non-empty and with the
// same {{placeholders}} in all five locales. One result per (namespace, locale).
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const LOCALES = ['zh-Hant', 'zh-Hans', 'en', 'ja', 'ko'];
const root = path.resolve(import.meta.dirname, '..', 'src', 'locales');
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;

function flatten(value, prefix = '', out = {}) {
  for (const [key, child] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (child && typeof child === 'object') flatten(child, name, out);
    else out[name] = child;
  }
  return out;
}
const placeholders = (text) =>
  [...String(text).matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

const namespaces = new Set(
  LOCALES.flatMap((locale) => (existsSync(path.join(root, locale)) ? readdirSync(path.join(root, locale)) : []))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, '')),
);

/*
 * One spacing rule for Chinese and Japanese (issue 15): a number sits right against the words around
 * it — "每花1金幣", "第1名", "勳章1天" — never "每 1 金幣" on one screen and "每花1金幣" on the next.
 * Numbers are digits and the placeholders that hold one; a time ("8月25日 00:00") keeps its space.
 */
const NUMERIC =
  'count|ranks|liters|amount|fragments|value|limit|rank|perGold|perDay|max|days|perTenSilver|level|to|id|gap|from|coins|year|used|ultimate|times|size|seconds|second|round|results|racing|peerless|over|newPair|multiplier|minutes|hours|horsepower|gold|countdown|announced|age';
const CJK = '[\\u3040-\\u30ff\\u3400-\\u9fff\\uf900-\\ufaff]';
const NUMBER = `(?:\\{\\{(?:${NUMERIC})\\}\\}|\\d[\\d,.]*(?!\\d*:\\d))`;
const SPACED_NUMBER = new RegExp(`${CJK} +${NUMBER}|(?:\\{\\{(?:${NUMERIC})\\}\\}|\\d)(?<!:\\d\\d) +${CJK}`, 'u');
const TIGHT_LOCALES = new Set(['zh-Hant', 'zh-Hans', 'ja']);

const results = [];
for (const ns of [...namespaces].sort()) {
  const tables = {};
  for (const locale of LOCALES) {
    const file = path.join(root, locale, `${ns}.json`);
    try {
      tables[locale] = existsSync(file) ? flatten(JSON.parse(readFileSync(file, 'utf8'))) : null;
    } catch (error) {
      tables[locale] = { __parseError: error.message };
    }
  }
  const allKeys = [...new Set(Object.values(tables).flatMap((t) => (t ? Object.keys(t) : [])))].sort();
  const reference = tables['zh-Hant'] ?? {};
  for (const locale of LOCALES) {
    const table = tables[locale];
    const problems = [];
    if (!table) problems.push(`file ${locale}/${ns}.json is missing`);
    else if (table.__parseError) problems.push(`invalid JSON: ${table.__parseError}`);
    else {
      for (const key of allKeys) {
        if (!(key in table)) problems.push(`missing key "${key}"`);
        else if (typeof table[key] !== 'string' || table[key].trim() === '') problems.push(`empty value for "${key}"`);
        else if (key in reference && placeholders(table[key]) !== placeholders(reference[key]))
          problems.push(`placeholders of "${key}" differ from zh-Hant`);
        else if (TIGHT_LOCALES.has(locale) && SPACED_NUMBER.test(table[key]))
          problems.push(
            `"${key}": no space between a number and the words around it ("${table[key].match(SPACED_NUMBER)[0]}")`,
          );
      }
    }
    results.push({ name: `${ns} · ${locale}`, ok: problems.length === 0, problems });
  }
}

for (const result of results) {
  console.log(`${result.ok ? '✓' : '✗'} ${result.name}${result.ok ? '' : '\n    ' + result.problems.join('\n    ')}`);
}
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log(`i18n: ${passed} passed, ${failed} failed`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed, failed }));
process.exit(failed === 0 && results.length > 0 ? 0 : 1);
