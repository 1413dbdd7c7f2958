import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchHelp } from '../../../../src/features/search/SearchHelp';

describe('SearchHelp', () => {
  it('opens the query syntax from a button and closes it with Esc, back on the button', async () => {
    const user = userEvent.setup();
    render(<SearchHelp />);
    const button = screen.getByRole('button', { name: 'Search help' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Search syntax' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Search syntax' });
    await within(panel).findByText('title:regret'); // the body is a chunk of its own
    expect(button).toHaveAttribute('aria-controls', panel.id);
    for (const syntax of ['"flow matching"', '-diffusion', 'title:regret', 'tranformer']) {
      expect(panel).toHaveTextContent(syntax);
    }
    expect(panel).toHaveTextContent(/nearest spelling/);
    expect(panel).toHaveTextContent(/Esc/);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Search syntax' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a click elsewhere', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SearchHelp />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Search help' }));
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.getByRole('button', { name: 'Search help' })).toHaveAttribute('aria-expanded', 'false');
  });
});
