import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfflineIndicator, UpdateNotice } from '../../../../src/features/offline/OfflineStatus';
import { offlineStore } from '../../../../src/features/offline/offlineStore';

afterEach(() => offlineStore.setState({ online: true, ready: false, update: null }));

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
