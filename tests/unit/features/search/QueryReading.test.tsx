import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { QueryReading } from '../../../../src/features/search/QueryReading';
import { activateLocale } from '../../../../src/i18n/i18n';
import { MESSAGE_BUNDLES, type MessageBundle } from '../../../../src/lib/i18n/bundles';

const reading = { known: [{ zh: '量化', en: 'quantization' }, { zh: '扩散模型', en: 'diffusion model' }], unknown: ['蛋糕', '饼干'] };

describe('QueryReading', () => {
  afterEach(async () => {
    await act(() => activateLocale('en', Object.keys(MESSAGE_BUNDLES) as MessageBundle[]));
  });

  it('shows each Chinese term with the English form searched, and the words the glossary does not know', () => {
    render(<QueryReading reading={reading} />);
    const note = screen.getByRole('note', { name: 'How the query was read' });
    expect(note).toHaveTextContent('Searched in English: 量化 → quantization · 扩散模型 → diffusion model');
    expect(within(note).getByText('Not in the glossary: 蛋糕, 饼干')).toBeInTheDocument();
    // The Chinese read with a Chinese voice, the English forms with an English one.
    expect(within(note).getByText('量化')).toHaveAttribute('lang', 'zh');
    expect(within(note).getByText('diffusion model')).toHaveAttribute('lang', 'en');
  });

  it('says only what there is: no unknown line when every word is known', () => {
    render(<QueryReading reading={{ known: reading.known, unknown: [] }} />);
    expect(screen.getByRole('note', { name: 'How the query was read' })).not.toHaveTextContent('Not in the glossary');
  });

  it('shows nothing for a query without Chinese, or with only function words', () => {
    const { container } = render(<QueryReading reading={null} />);
    expect(container).toBeEmptyDOMElement();
    render(<QueryReading reading={{ known: [], unknown: [] }} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('speaks Chinese on a Chinese page', async () => {
    await act(() => activateLocale('zh', ['base', 'later']));
    render(<QueryReading reading={reading} />);
    const note = screen.getByRole('note', { name: '查询的理解方式' });
    expect(note).toHaveTextContent('按英文搜索： 量化 → quantization');
    expect(within(note).getByText('未识别：蛋糕、饼干')).toBeInTheDocument();
    expect(note).not.toHaveTextContent(/Searched|glossary/);
  });
});
