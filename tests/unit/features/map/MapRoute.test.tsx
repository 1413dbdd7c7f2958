// The map page as a reader uses it: the canvas cannot be looked at in jsdom (no 2-D context), so these
// tests read what the page says (status, legend, announcements, the list by topic) and where it goes.
// Clicks land where the page's own geometry (src/lib/map/view.ts) puts a paper on a canvas of the
// default size, jsdom having no layout.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { createTestRouter } from '../../testRouter';
import { fullTextFixture, listFixture } from '../../lib/fixtures/catalogFixture';
import { createCatalogStore } from '../../../../src/catalog/catalogStore';
import { CatalogProvider } from '../../../../src/catalog/CatalogProvider';
import { createMapStore } from '../../../../src/catalog/mapStore';
import { FileStoresProvider } from '../../../../src/catalog/FileStores';
import { DEFAULT_MAP_WIDTH } from '../../../../src/features/map/useMapSurface';
import { MapRoute } from '../../../../src/app/routes/MapRoute';
import { fitView, mapHeight, toScreen } from '../../../../src/lib/map/view';
import { PapersFileError } from '../../../../src/lib/loadPapers';
import type { ListFile, MapFile } from '../../../../src/lib/types';
import { activateLocale } from '../../../../src/i18n/i18n';
import { MESSAGE_BUNDLES, type MessageBundle } from '../../../../src/lib/i18n/bundles';

// The fixture's three papers: toolorchestra (agents, rl), cfmm (generative), regret-bounds-for-bandits (theory, rl).
const MAP: MapFile = { version: 1, ids: ['toolorchestra', 'cfmm', 'regret-bounds-for-bandits'], x: [0.1, 0.5, 0.9], y: [0.2, 0.8, 0.5] };
const CFMM = 'Contrastive Flow Map Matching (CFMM) for Few-Step Generation';
const BANDITS = 'Tight Regret Bounds for Adversarial Bandits with Delays';

function PaperStub() {
  const { id } = useParams();
  return <h1>Paper {id}</h1>;
}

function renderMap(path: string, map: () => Promise<unknown> = async () => structuredClone(MAP), list: () => ListFile = listFixture) {
  const catalog = createCatalogStore({ list: async () => list(), fullText: fullTextFixture() });
  const mapStore = createMapStore(map);
  const router = createTestRouter([path]);
  const user = userEvent.setup();
  const view = render(
    <CatalogProvider store={catalog}>
      <FileStoresProvider stores={{ map: mapStore }}>
        <router.Router>
          <Routes>
            <Route path="/map" element={<MapRoute />} />
            <Route path="/paper/:id" element={<PaperStub />} />
            <Route path="/" element={<h1>Search page</h1>} />
          </Routes>
        </router.Router>
      </FileStoresProvider>
    </CatalogProvider>,
  );
  return { ...view, router, user, mapStore };
}

// Where paper i is drawn on a canvas of the default size (jsdom measures no width), before any zoom.
function pointOf(i: number): { clientX: number; clientY: number } {
  // jsdom lays nothing out: the canvas is at the top of the page.
  const size = { width: DEFAULT_MAP_WIDTH, height: mapHeight(DEFAULT_MAP_WIDTH, window.innerHeight, 0) };
  const [clientX, clientY] = toScreen(fitView(MAP.x, MAP.y, size), MAP.x[i]!, MAP.y[i]!);
  return { clientX, clientY };
}

const status = () => screen.getByText(/papers match/);
// The live region that reads out the focused paper, found by all it says (its title is an element of its own).
const announced = (text: string) =>
  screen.getByText((_, element) => element?.getAttribute('aria-live') === 'polite' && element.textContent === text);

beforeEach(() => {
  // jsdom has no canvas: getContext would print "not implemented"; the map draws nothing, as it would there.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('MapRoute', () => {
  it('shows every paper on a focusable map, and how many match', async () => {
    const { user } = renderMap('/map');
    expect(await screen.findByRole('heading', { level: 1, name: 'Map of the papers' })).toBeInTheDocument();
    const map = screen.getByRole('application', { name: 'Map of 3 papers, coloured by topic' });
    expect(map).toHaveAttribute('tabindex', '0');
    expect(status()).toHaveTextContent('3 of 3 papers match');
    expect(status()).toHaveAttribute('role', 'status');
    for (const name of ['Zoom in', 'Zoom out', 'Reset zoom']) await user.click(screen.getByRole('button', { name }));
    expect(document.title).toBe('Map — ICML 2026');
  });

  it('names in its key only the topics of papers on the map', async () => {
    const withEmptyTopic = () => {
      const list = listFixture();
      list.topics = [...list.topics, { id: 'robotics', label: 'Robotics' }];
      return list;
    };
    renderMap('/map', undefined, withEmptyTopic);
    const legend = await screen.findByRole('region', { name: 'Topics' });
    expect(within(legend).getByRole('button', { name: 'Theory' })).toBeInTheDocument();
    expect(within(legend).queryByRole('button', { name: 'Robotics' })).not.toBeInTheDocument();
  });

  it('filters by topic from the legend through the address, as the search page does', async () => {
    const { user, router } = renderMap('/map');
    const legend = await screen.findByRole('region', { name: 'Topics' });
    const theory = within(legend).getByRole('button', { name: 'Theory' });
    expect(theory).toHaveAttribute('aria-pressed', 'false');
    await user.click(theory);
    expect(router.state.location.search).toBe('?topic=theory');
    expect(router.state.historyAction).toBe('PUSH');
    expect(theory).toHaveAttribute('aria-pressed', 'true');
    expect(status()).toHaveTextContent('1 of 3 papers match');
    await user.click(within(legend).getByRole('button', { name: 'Reinforcement learning' }));
    expect(router.state.location.search).toBe('?topic=theory&topic=rl');
    await user.click(theory);
    expect(router.state.location.search).toBe('?topic=rl');
    expect(status()).toHaveTextContent('2 of 3 papers match');
  });

  it('highlights what the query in the address finds, saying so while the search is being prepared', async () => {
    renderMap('/map?q=bandits&code=1');
    // Filters answer at once (one paper has code); the query, once the index is built.
    expect(await screen.findByText('1 of 3 papers match the filters (preparing the search…)')).toBeInTheDocument();
    expect(await screen.findByText('0 of 3 papers match')).toBeInTheDocument();
    expect(screen.getByText('Search: “bandits” · with code')).toBeInTheDocument();
  });

  it('counts the query\'s matches once the index is ready, and clears the search in one go', async () => {
    const { user, router } = renderMap('/map?q=bandits');
    expect(await screen.findByText('1 of 3 papers match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(router.state.location.search).toBe('');
    expect(status()).toHaveTextContent('3 of 3 papers match');
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).not.toBeInTheDocument();
  });

  it('has its own search box, bound to the query of the address', async () => {
    const { user, router } = renderMap('/map?topic=rl');
    const form = await screen.findByRole('search', { name: 'Search the map' });
    const box = within(form).getByRole('searchbox', { name: 'Search the map' });
    await user.type(box, 'bandits{Enter}');
    expect(router.state.location.search).toBe('?q=bandits&topic=rl');
    expect(await screen.findByText('1 of 3 papers match')).toBeInTheDocument();
    // Back (or any change of the address) puts the address's query in the box.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search the map' })).toHaveValue(''));
    expect(status()).toHaveTextContent('2 of 3 papers match');
  });

  it('searches as the query is typed, one history entry for the typing, as the search page does', async () => {
    const { user, router } = renderMap('/map');
    const box = await screen.findByRole('searchbox', { name: 'Search the map' });
    expect(await screen.findByText('3 of 3 papers match')).toBeInTheDocument();
    await user.type(box, 'band');
    // No Enter: the highlights and the address follow each keystroke.
    expect(router.state.location.search).toBe('?q=band');
    expect(await screen.findByText('1 of 3 papers match')).toBeInTheDocument();
    expect(screen.getByText('Search: “band”')).toBeInTheDocument();
    await user.type(box, 'its');
    expect(router.state.location.search).toBe('?q=bandits');
    expect(box).toHaveValue('bandits');
    // The whole typing was one entry: Back returns to the map before it.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(status()).toHaveTextContent('3 of 3 papers match');
  });

  it('clears the query with Escape', async () => {
    const { user, router } = renderMap('/map?q=bandits');
    const box = await screen.findByRole('searchbox', { name: 'Search the map' });
    expect(box).toHaveValue('bandits');
    await user.type(box, '{Escape}');
    expect(box).toHaveValue('');
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('3 of 3 papers match')).toBeInTheDocument();
  });

  it('links to the same search as a list', async () => {
    const { user, router } = renderMap('/map?topic=rl&q=bandits');
    const link = await screen.findByRole('link', { name: 'Show as list' });
    expect(link).toHaveAttribute('href', '/?q=bandits&topic=rl');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?q=bandits&topic=rl');
  });

  it('lists the papers by topic as a text alternative, keeping to the filters', async () => {
    const { user } = renderMap('/map?topic=rl');
    const toggle = await screen.findByRole('button', { name: 'Papers by topic' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('The 2 papers that match, under their first topic.')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Agents & tool use (1)', 'Theory (1)']);
    const theory = screen.getByRole('region', { name: 'Theory (1)' });
    expect(within(theory).getByRole('link', { name: BANDITS })).toHaveAttribute('href', '/paper/regret-bounds-for-bandits');
    await user.click(within(screen.getByRole('region', { name: 'Topics' })).getByRole('button', { name: 'Reinforcement learning' }));
    expect(screen.getByText('All 3 papers on the map, under their first topic.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Agents & tool use (1)',
      'Generative models (1)',
      'Theory (1)',
    ]);
  });

  it('moves between papers with the arrow keys, announcing each, and opens one with Enter', async () => {
    const { user, router } = renderMap('/map');
    const map = await screen.findByRole('application', { name: /^Map of 3 papers/ });
    map.focus();
    // The first arrow starts from the paper nearest the middle of the view.
    await user.keyboard('{ArrowRight}');
    const announcement = announced(`${CFMM}, Generative models`);
    // The title is paper text: read in English whatever the page's language.
    expect(within(announcement).getByText(CFMM)).toHaveAttribute('lang', 'en');
    expect(map).toHaveAttribute('data-map-focus', 'cfmm');
    await user.keyboard('{ArrowRight}');
    expect(announced(`${BANDITS}, Theory`)).toBeInTheDocument();
    // Nothing further right: the focus stays.
    await user.keyboard('{ArrowRight}');
    expect(map).toHaveAttribute('data-map-focus', 'regret-bounds-for-bandits');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/paper/regret-bounds-for-bandits');
    expect(await screen.findByRole('heading', { name: 'Paper regret-bounds-for-bandits' })).toBeInTheDocument();
  });

  it('moves only between the papers that match', async () => {
    const { user } = renderMap('/map?topic=agents');
    const map = await screen.findByRole('application', { name: /^Map of 3 papers/ });
    map.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(map).toHaveAttribute('data-map-focus', 'toolorchestra');
  });

  it('shows a paper\'s title on hover and opens it on click', async () => {
    const { router } = renderMap('/map');
    const map = await screen.findByRole('application', { name: /^Map of 3 papers/ });
    fireEvent.pointerMove(map, pointOf(1));
    expect(screen.getByText(CFMM, { selector: '.map-tooltip-title' })).toBeVisible();
    fireEvent.pointerLeave(map);
    expect(screen.queryByText(CFMM, { selector: '.map-tooltip-title' })).not.toBeInTheDocument();
    // Away from every paper, a click does nothing.
    fireEvent.click(map, { clientX: 1, clientY: 1 });
    expect(router.state.location.pathname).toBe('/map');
    fireEvent.click(map, pointOf(1));
    expect(router.state.location.pathname).toBe('/paper/cfmm');
  });

  it('on a touch screen, shows the title at the first tap and opens the paper at the second', async () => {
    const { router } = renderMap('/map');
    const map = await screen.findByRole('application', { name: /^Map of 3 papers/ });
    map.focus();
    fireEvent.pointerDown(map, { pointerType: 'touch', ...pointOf(2) });
    fireEvent.click(map, pointOf(2));
    expect(router.state.location.pathname).toBe('/map');
    expect(screen.getByText(BANDITS, { selector: '.map-tooltip-title' })).toBeVisible();
    fireEvent.pointerDown(map, { pointerType: 'touch', ...pointOf(2) });
    fireEvent.click(map, pointOf(2));
    expect(router.state.location.pathname).toBe('/paper/regret-bounds-for-bandits');
  });

  it('says which papers the map leaves out when map.json is older than the list', async () => {
    renderMap('/map', async () => ({ ...MAP, ids: MAP.ids.slice(0, 2), x: MAP.x.slice(0, 2), y: MAP.y.slice(0, 2) }));
    expect(await screen.findByText('1 paper is not on the map: the map was built from an older list.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('2 of 2 papers match');
  });

  it('names the file when map.json cannot be read, and retries', async () => {
    let calls = 0;
    const { user } = renderMap('/map', async () => {
      calls++;
      if (calls === 1) throw new PapersFileError('map.json', '/data/map.json answered 404 Not Found (has the data been built?)');
      return { ...MAP, x: [2, 0, 0] };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('map.json: /data/map.json answered 404 Not Found (has the data been built?)');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('map.json: x[0] must be a number from 0 to 1 (got 2)')).toBeInTheDocument();
  });
});

// The fixture's topics with their Chinese labels, as data/topics.json gives them.
const LABELS_ZH: Record<string, string> = { agents: '智能体与工具使用', rl: '强化学习', generative: '生成模型', theory: '理论' };
const listZh = (): ListFile => {
  const list = listFixture();
  return { ...list, topics: list.topics.map((topic) => ({ ...topic, labelZh: LABELS_ZH[topic.id]! })) };
};

// Words of three Latin letters or more the page shows or names outside paper text (lang="en").
function englishLeft(): string[] {
  const page = document.body.cloneNode(true) as HTMLElement;
  for (const paperText of page.querySelectorAll('[lang="en"]')) paperText.remove();
  const names = [...page.querySelectorAll('[aria-label], [placeholder]')].flatMap((el) => [el.getAttribute('aria-label'), el.getAttribute('placeholder')]);
  return [page.textContent, ...names, document.title].join(' ').match(/[A-Za-z]{3,}/g) ?? [];
}

describe('MapRoute in Chinese', () => {
  beforeEach(() => activateLocale('zh', ['base', 'later', 'map']));
  afterEach(() => activateLocale('en', Object.keys(MESSAGE_BUNDLES) as MessageBundle[]));

  it('says everything in Chinese, topics by their Chinese labels, paper text as written', async () => {
    const { user } = renderMap('/map?q=bandits&code=1', undefined, listZh);
    expect(await screen.findByRole('heading', { level: 1, name: '论文地图' })).toBeInTheDocument();
    expect(await screen.findByText('3 篇论文中有 1 篇符合筛选条件（正在准备搜索…）')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('3 篇论文中有 0 篇匹配')).toHaveAttribute('role', 'status');
    expect(screen.getByText('搜索：“bandits” · 附代码')).toBeInTheDocument();
    expect(document.title).toBe('地图 — ICML 2026');
    const map = screen.getByRole('application', { name: '3 篇论文的地图，按主题着色' });
    const search = screen.getByRole('search', { name: '在地图中搜索' });
    expect(within(search).getByRole('searchbox', { name: '在地图中搜索' })).toHaveAttribute('placeholder', '在地图中搜索');
    expect(screen.getByRole('group', { name: '缩放' })).toBeInTheDocument();
    for (const name of ['放大', '缩小', '重置缩放', '清除搜索和筛选']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '以列表显示' })).toBeInTheDocument();
    const legend = screen.getByRole('region', { name: '主题' });
    expect(within(legend).getAllByRole('button').map((b) => b.textContent)).toEqual(['智能体与工具使用', '强化学习', '生成模型', '理论']);

    await user.click(screen.getByRole('button', { name: '清除搜索和筛选' }));
    expect(screen.getByRole('status')).toHaveTextContent('3 篇论文中有 3 篇匹配');
    await user.click(screen.getByRole('button', { name: '按主题列出论文' }));
    expect(screen.getByText('地图上的全部 3 篇论文，按第一个主题分组。')).toBeInTheDocument();
    const theory = screen.getByRole('region', { name: '理论（1）' });
    expect(within(theory).getByRole('link', { name: BANDITS })).toHaveAttribute('lang', 'en');

    map.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(announced(`${CFMM}，生成模型`)).getByText(CFMM)).toHaveAttribute('lang', 'en');
    expect(screen.getByText(CFMM, { selector: '.map-tooltip-title' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('生成模型', { selector: '.map-tooltip-topic' })).toBeInTheDocument();
    // Only key names and the query typed are left in Latin letters.
    expect(englishLeft().filter((word) => !['Enter', 'bandits', 'ICML'].includes(word))).toEqual([]);
  });

  it('says how many papers the map leaves out, in Chinese', async () => {
    renderMap('/map', async () => ({ ...MAP, ids: MAP.ids.slice(0, 2), x: MAP.x.slice(0, 2), y: MAP.y.slice(0, 2) }), listZh);
    expect(await screen.findByText('1 篇论文不在地图上：地图是根据较早的列表生成的。')).toBeInTheDocument();
  });
});
