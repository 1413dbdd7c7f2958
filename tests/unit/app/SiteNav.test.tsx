// The site navigation's menu, as a phone shows it (styles.css hides the button on wider screens; jsdom
// has no stylesheet, so the button and the links are both here and the tests read aria-expanded).

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './renderApp';

afterEach(() => vi.restoreAllMocks());

const nav = () => screen.getByRole('navigation', { name: 'Site' });
const menuButton = () => within(nav()).getByRole('button', { name: 'Menu' });
const menuList = () => document.getElementById(menuButton().getAttribute('aria-controls')!)!;

async function renderHome() {
  const user = userEvent.setup();
  const view = renderApp('/');
  await screen.findByRole('combobox', { name: 'Search papers' });
  return { user, ...view };
}

describe('SiteNav', () => {
  it('opens a list of the site links from a Menu button', async () => {
    const { user } = await renderHome();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const links = within(menuList()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['All papers', 'Overview', 'Map', 'Reading list 0', 'Schedule']);
    expect(within(menuList()).getByRole('link', { name: 'All papers' })).toHaveAttribute('aria-current', 'page');
  });

  it('works from the keyboard: Enter opens, Tab reaches the links, Esc closes back on the button', async () => {
    const { user } = await renderHome();
    menuButton().focus();
    await user.keyboard('{Enter}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(menuList()).getByRole('link', { name: 'All papers' })).toHaveFocus();
    await user.tab();
    expect(within(menuList()).getByRole('link', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when a link is chosen, and goes there', async () => {
    const { user, router } = await renderHome();
    await user.click(menuButton());
    await user.click(within(menuList()).getByRole('link', { name: 'Overview' }));
    expect(router.state.location.pathname).toBe('/overview');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link to the page already shown is chosen', async () => {
    const { user } = await renderHome();
    await user.click(menuButton());
    await user.click(within(menuList()).getByRole('link', { name: 'All papers' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press elsewhere on the page', async () => {
    const { user } = await renderHome();
    await user.click(menuButton());
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when Tab leaves its last link, so that the open list never covers the focus', async () => {
    const { user } = await renderHome();
    await user.click(menuButton());
    within(menuList()).getByRole('link', { name: 'Schedule' }).focus();
    await user.tab();
    expect(nav()).not.toContainElement(document.activeElement as HTMLElement);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
