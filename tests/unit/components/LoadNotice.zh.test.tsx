// What a page shows while its data loads, or when it failed, in Chinese; and the topics' chips.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadNotice } from '../../../src/components/LoadNotice';
import { TopicList } from '../../../src/components/TopicList';
import { DerivedTitleNote } from '../../../src/components/DerivedTitleNote';
import { activateLocale } from '../../../src/i18n/i18n';
import { MESSAGE_BUNDLES } from '../../../src/lib/i18n/bundles';
import type { MessageBundle } from '../../../src/lib/i18n/bundles';

beforeEach(async () => {
  await activateLocale('zh', ['base', 'later']);
});
afterEach(async () => {
  await activateLocale('en', Object.keys(MESSAGE_BUNDLES) as MessageBundle[]);
});

describe('LoadNotice in Chinese', () => {
  it('says the papers are loading', () => {
    render(<LoadNotice error={null} onRetry={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载论文…');
  });

  it('says they could not be loaded, the diagnostic in English, with a Retry', async () => {
    const retry = vi.fn();
    render(<LoadNotice error="list.json: could not be fetched" onRetry={retry} />);
    const alert = screen.getByRole('alert', { name: '无法加载论文' });
    expect(within(alert).getByText('list.json: could not be fetched')).toHaveAttribute('lang', 'en');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('TopicList in Chinese', () => {
  const topics = [
    { id: 'rl', label: 'Reinforcement learning', labelZh: '强化学习' },
    { id: 'theory', label: 'Theory' },
  ];

  it('shows each topic in Chinese where it has a Chinese label, and matches on the English one', () => {
    render(<TopicList ids={['rl', 'theory']} topics={topics} isMatched={(label) => label === 'Reinforcement learning'} />);
    const list = screen.getByRole('list', { name: '主题' });
    expect(within(list).getByRole('listitem', { name: '匹配：强化学习' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Theory');
  });
});

describe('DerivedTitleNote in Chinese', () => {
  it('says the title was derived', () => {
    render(<DerivedTitleNote id="note" />);
    expect(screen.getByText('标题由摘要生成')).toHaveAttribute('id', 'note');
  });
});
