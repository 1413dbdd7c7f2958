import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyNotice, OfflineIndicator, UpdateNotice } from '../../../../src/features/offline/OfflineStatus';
import { offlineStore } from '../../../../src/features/offline/offlineStore';

afterEach(() => offlineStore.setState({ online: true, ready: false, saving: false, progress: null, update: null }));

describe('the offline copy as the reader sees it', () => {
  it('says "Offline" while the network is gone, and nothing while it is there', () => {
    const { container } = render(<OfflineIndicator />);
    const status = container.querySelector('[aria-live="polite"]')!;
    expect(status).toBeEmptyDOMElement();
    act(() => offlineStore.setState({ online: false, ready: true }));
    expect(status).toHaveTextContent('Offline');
    act(() => offlineStore.setState({ online: true }));
    expect(status).toBeEmptyDOMElement();
  });

  it('says how far the copy made while the page is open has got, then that it is ready', () => {
    const { container } = render(<CopyNotice />);
    const notice = container.querySelector('[aria-live="polite"]')!;
    expect(notice).toBeEmptyDOMElement();
    act(() => offlineStore.setState({ saving: true }));
    expect(notice).toHaveTextContent(/^Saving for offline…$/);
    act(() => offlineStore.setState({ progress: { done: 1234, total: 5000 } }));
    expect(notice).toHaveTextContent(/^Saving for offline: 24%$/);
    // Not "100%" before the last byte is kept.
    act(() => offlineStore.setState({ progress: { done: 17_999_999, total: 18_000_000 } }));
    expect(notice).toHaveTextContent(/^Saving for offline: 99%$/);
    act(() => offlineStore.setState({ ready: true }));
    expect(notice).toHaveTextContent(/^Ready offline: every paper is kept on this device$/);
    act(() => offlineStore.setState({ saving: false, progress: null }));
    expect(notice).toBeEmptyDOMElement();
  });

  it('says nothing of a copy made before this page was opened', () => {
    const { container } = render(<CopyNotice />);
    act(() => offlineStore.setState({ ready: true }));
    expect(container.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  });

  it('offers a waiting new version, and Reload accepts it', async () => {
    const user = userEvent.setup();
    render(<UpdateNotice />);
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    const update = vi.fn();
    act(() => offlineStore.setState({ update }));
    expect(screen.getByText('A new version is available.').closest('[aria-live="polite"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(update).toHaveBeenCalledOnce();
  });
});
