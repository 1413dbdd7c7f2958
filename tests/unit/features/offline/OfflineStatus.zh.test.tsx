// The offline copy's notices in Chinese.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyNotice, OfflineIndicator, UpdateNotice } from '../../../../src/features/offline/OfflineStatus';
import { offlineStore } from '../../../../src/features/offline/offlineStore';
import { activateLocale } from '../../../../src/i18n/i18n';
import { MESSAGE_BUNDLES } from '../../../../src/lib/i18n/bundles';
import type { MessageBundle } from '../../../../src/lib/i18n/bundles';

beforeEach(async () => {
  await activateLocale('zh', ['base', 'later']);
});
afterEach(async () => {
  offlineStore.setState({ online: true, ready: false, saving: false, progress: null, update: null });
  await activateLocale('en', Object.keys(MESSAGE_BUNDLES) as MessageBundle[]);
});

describe('the offline copy in Chinese', () => {
  it('says it is offline, and that every paper is kept here', () => {
    render(<OfflineIndicator />);
    act(() => offlineStore.setState({ online: false, ready: true }));
    expect(screen.getByText('离线')).toHaveAttribute('title', '所有论文都已保存在本设备上');
  });

  it('says in Chinese how far the copy has got, and that it is ready', () => {
    render(<CopyNotice />);
    act(() => offlineStore.setState({ saving: true }));
    expect(screen.getByText('正在保存以供离线使用…')).toBeInTheDocument();
    act(() => offlineStore.setState({ progress: { done: 1234, total: 5000 } }));
    expect(screen.getByText('正在保存以供离线使用：24%')).toBeInTheDocument();
    act(() => offlineStore.setState({ ready: true }));
    expect(screen.getByText('已可离线使用：所有论文都已保存在本设备上')).toBeInTheDocument();
  });

  it('offers a new version with a Chinese Reload', async () => {
    render(<UpdateNotice />);
    const update = vi.fn();
    act(() => offlineStore.setState({ update }));
    expect(screen.getByText('有新版本可用。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(update).toHaveBeenCalledOnce();
  });
});
