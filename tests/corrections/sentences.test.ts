/**
 * Where a human turn splits into sentences (filters.ts `sentences`): at stops, at line breaks, at a space between two
 * Chinese or Japanese characters — and after a run of full-width stops, not inside it ("？？" asks twice over, once).
 */
import { describe, expect, it } from 'vitest';
import { sentences } from '../../src/corrections/filters.js';

describe('sentences', () => {
  it.each([
    ['why this? use the other one.', ['why this?', 'use the other one.']],
    ['为啥要升级？？这个 PR 只该动 meili', ['为啥要升级？？', '这个 PR 只该动 meili']],
    ['金额用 double？！改成 BigDecimal。谢谢', ['金额用 double？！', '改成 BigDecimal。', '谢谢']],
    ['なんで消したの？？戻して', ['なんで消したの？？', '戻して']],
    ['first line\nsecond line', ['first line', 'second line']],
    ['why is this using axios lol we have a fetch wrapper', ['why is this using axios lol', 'we have a fetch wrapper']],
    ['你 setScale(2) 是哪招😅 小数位要看配置表', ['你 setScale(2) 是哪招😅', '小数位要看配置表']],
    ['it grinds past 160 😬 dont go past it', ['it grinds past 160 😬', 'dont go past it']],
    ['ship it 👍', ['ship it 👍']],
    ['またno-verifyですか…フックは飛ばさないで', ['またno-verifyですか…', 'フックは飛ばさないで']],
    ['a, b, …, z', ['a, b, …, z']],
    ['🔥 register it as a candidate', ['🔥 register it as a candidate']],
  ])('%s', (text, expected) => {
    expect(sentences(text)).toEqual(expected);
  });
});
