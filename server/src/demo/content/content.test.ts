import { TOPIC_KEYS } from '@evenkeel/common';
import { describe, expect, it } from 'vitest';
import { demoArticles } from './articles';
import { demoTips } from './tips';

const chars = (text: string) => [...text].length;
const words = (markdown: string) => markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
const withoutUrls = (text: string) => text.replace(/https?:\/\/[^\s)]+/g, '');

const frenchTexts = [
  ...demoArticles.flatMap((a) => [a.fr.title, a.fr.summary, a.fr.body]),
  ...demoTips.map((t) => t.fr),
];

describe('demo content', () => {
  it('has at least 14 articles and 36 tips', () => {
    expect(demoArticles.length).toBeGreaterThanOrEqual(14);
    expect(demoTips.length).toBeGreaterThanOrEqual(36);
  });

  it('covers every topic with at least one article and two tips, and each topic’s tips span the difficulties', () => {
    for (const topic of TOPIC_KEYS) {
      expect(demoArticles.filter((a) => a.topics.includes(topic)).length, topic).toBeGreaterThanOrEqual(1);
      const tips = demoTips.filter((t) => t.topic === topic);
      expect(tips.length, topic).toBeGreaterThanOrEqual(2);
      expect(new Set(tips.map((t) => t.difficulty)), topic).toEqual(
        new Set(['easy', 'medium', 'challenging']),
      );
    }
  });

  it('uses unique kebab-case keys', () => {
    const keys = [...demoArticles.map((a) => a.key), ...demoTips.map((t) => t.key)];
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps every tip within 280 characters in both languages', () => {
    for (const tip of demoTips) {
      expect(chars(tip.en), tip.key).toBeLessThanOrEqual(280);
      expect(chars(tip.fr), tip.key).toBeLessThanOrEqual(280);
      expect(tip.fr.trim(), tip.key).not.toBe('');
    }
  });

  it('gives every article sources, and every source an https address', () => {
    for (const article of demoArticles) expect(article.sources.length, article.key).toBeGreaterThanOrEqual(1);
    const sources = [
      ...demoArticles.flatMap((a) => a.sources),
      ...demoTips.flatMap((t) => (t.source ? [t.source] : [])),
    ];
    for (const source of sources) {
      expect(source.title.trim(), source.url).not.toBe('');
      expect(() => new URL(source.url), source.url).not.toThrow();
      expect(source.url).toMatch(/^https:\/\//);
    }
  });

  it('writes article bodies as 300–700 English words of Markdown, without raw HTML or images, ending with crisis help', () => {
    for (const article of demoArticles) {
      const count = words(article.en.body);
      expect(count, article.key).toBeGreaterThanOrEqual(300);
      expect(count, article.key).toBeLessThanOrEqual(700);
      for (const body of [article.en.body, article.fr.body]) {
        expect(body, article.key).toMatch(/^## /m);
        expect(body, article.key).not.toMatch(/<[a-z!/]/i);
        expect(body, article.key).not.toMatch(/!\[/);
      }
      expect(article.en.body.trimEnd().split('\n').at(-1), article.key).toContain('**Crisis help**');
      expect(article.fr.body.trimEnd().split('\n').at(-1), article.key).toContain('**Aide en cas de crise**');
    }
  });

  it('links only to an article’s own sources', () => {
    for (const article of demoArticles) {
      const urls = new Set(article.sources.map((s) => s.url));
      for (const body of [article.en.body, article.fr.body]) {
        for (const [, url] of body.matchAll(/\]\((https?:[^)\s]+)\)/g))
          expect(urls, article.key).toContain(url);
      }
    }
  });

  it('follows one French typography: a space before : ; ! ? and inside « », typographic apostrophes', () => {
    for (const text of frenchTexts) {
      const plain = withoutUrls(text);
      expect(plain).not.toMatch(/[^\s][:;!?]/);
      expect(plain).not.toMatch(/«\S|\S»/);
      expect(plain).not.toMatch(/["']/);
    }
  });
});
