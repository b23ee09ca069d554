/**
 * @jest-environment node
 */
import type { RouteObject } from 'react-router-dom';
import { makeTestConfiguration } from '@brokerfront/config/testing';
import { prepareRoutes, type PrepareContext } from './prepare-routes';

const app = makeTestConfiguration().appConfig;
const context = { template: 'template2', app, language: 'de' } as const;

function Page() {
  return <p>page</p>;
}

function routeTable() {
  const articleLazy = jest.fn(async () => ({ Component: Page }));
  const otherLazy = jest.fn(async () => ({ Component: Page }));
  const shellPrepare = jest.fn<Promise<void>, [PrepareContext]>(async () => undefined);
  const articlePrepare = jest.fn<Promise<void>, [PrepareContext]>(async () => undefined);
  const otherPrepare = jest.fn<Promise<void>, [PrepareContext]>(async () => undefined);
  const article: RouteObject = { id: 'article', path: 'blog/:slug', handle: { prepare: articlePrepare }, lazy: articleLazy };
  const other: RouteObject = { id: 'other', path: 'other', handle: { prepare: otherPrepare }, lazy: otherLazy };
  const languageBranch: RouteObject = { id: 'lang', path: ':lang', children: [{ ...article, id: 'article.lang' }] };
  const routes: RouteObject[] = [
    {
      id: 'shell',
      path: '',
      handle: { prepare: shellPrepare },
      children: [article, other, { path: 'plain', element: <Page /> }, languageBranch],
    },
  ];
  return { routes, article, other, articleLazy, otherLazy, shellPrepare, articlePrepare, otherPrepare };
}

describe('prepareRoutes', () => {
  it('loads each matched lazy route once and merges its module into the route, without its lazy step', async () => {
    const { routes, article, articleLazy } = routeTable();
    await prepareRoutes(routes, '/blog/forex-basics', context);
    expect(articleLazy).toHaveBeenCalledTimes(1);
    expect(article.lazy).toBeUndefined();
    expect(article.Component).toBe(Page);
    expect(article.path).toBe('blog/:slug');
    expect(article.id).toBe('article');
  });

  it("runs the matched routes' handle.prepare with the context and the page's params", async () => {
    const { routes, shellPrepare, articlePrepare } = routeTable();
    await prepareRoutes(routes, '/blog/forex-basics', context);
    const expected = { template: 'template2', app, language: 'de', params: { slug: 'forex-basics' } };
    expect(shellPrepare).toHaveBeenCalledWith(expected);
    expect(articlePrepare).toHaveBeenCalledWith(expected);
  });

  it("gives the whole path's params to every matched route, the language prefix included", async () => {
    const { routes, shellPrepare } = routeTable();
    const branch = routes[0].children?.[3];
    const prefixedArticle = branch?.children?.[0];
    await prepareRoutes(routes, '/ita/blog/forex-basics', context);
    expect(prefixedArticle?.lazy).toBeUndefined();
    expect(prefixedArticle?.Component).toBe(Page);
    expect(shellPrepare).toHaveBeenCalledWith(expect.objectContaining({ params: { lang: 'ita', slug: 'forex-basics' } }));
  });

  it('leaves the routes that do not match untouched', async () => {
    const { routes, article, other, articleLazy, otherLazy, otherPrepare, articlePrepare } = routeTable();
    const before = { ...other };
    await prepareRoutes(routes, '/blog/forex-basics', context);
    expect(otherLazy).not.toHaveBeenCalled();
    expect(otherPrepare).not.toHaveBeenCalled();
    expect(other).toEqual(before);
    expect(typeof other.lazy).toBe('function');
    // The copy of the article route under the language branch did not match either.
    expect(articleLazy).toHaveBeenCalledTimes(1);
    expect(articlePrepare).toHaveBeenCalledTimes(1);
    expect(article.lazy).toBeUndefined();
  });

  it('does nothing for an address no route matches', async () => {
    const { routes, articleLazy, shellPrepare } = routeTable();
    const nested: RouteObject[] = [{ path: 'only', handle: { prepare: shellPrepare }, lazy: articleLazy }];
    await prepareRoutes(nested, '/elsewhere', context);
    expect(articleLazy).not.toHaveBeenCalled();
    expect(shellPrepare).not.toHaveBeenCalled();
    expect(routes).toHaveLength(1);
  });

  it('runs a prepare only once the lazy modules are in, and ignores handles without prepare', async () => {
    const order: string[] = [];
    const routes: RouteObject[] = [
      {
        path: '',
        handle: { title: 'no prepare' },
        children: [
          {
            path: 'page',
            handle: { prepare: async () => void order.push('prepare') },
            lazy: async () => {
              await new Promise((resolve) => setTimeout(resolve, 5));
              order.push('lazy');
              return { Component: Page };
            },
          },
        ],
      },
    ];
    await prepareRoutes(routes, '/page', context);
    expect(order).toEqual(['lazy', 'prepare']);
  });

  it('fails when a prepare fails', async () => {
    const routes: RouteObject[] = [{ path: 'page', handle: { prepare: async () => Promise.reject(new Error('no posts')) } }];
    await expect(prepareRoutes(routes, '/page', context)).rejects.toThrow('no posts');
  });
});
