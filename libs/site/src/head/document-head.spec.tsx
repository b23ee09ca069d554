import '@testing-library/jest-dom';
import { render, waitFor } from '@testing-library/react';
import { DocumentHead, formatDocumentTitle, NoIndex } from './document-head';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const BASE = { appName: 'Example Broker', description: 'Trade with us.', origin: 'https://broker.example/' };

afterEach(() => {
  document.head.innerHTML = '';
});

describe('formatDocumentTitle', () => {
  it("is '{page title} | {app name}', or the app name alone", () => {
    expect(formatDocumentTitle('Blog', 'Example Broker')).toBe('Blog | Example Broker');
    expect(formatDocumentTitle('', 'Example Broker')).toBe('Example Broker');
  });
});

describe('DocumentHead', () => {
  it('gives a page its title, description, canonical address and a summary card', async () => {
    render(<DocumentHead {...BASE} title="FAQ" path="/de/faq" />);
    await waitFor(() => expect(document.title).toBe('FAQ | Example Broker'));
    expect(meta('meta[name="description"]')).toBe('Trade with us.');
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:url"]')).toBe('https://broker.example/de/faq');
    expect(meta('meta[name="twitter:card"]')).toBe('summary');
    expect(meta('meta[name="twitter:title"]')).toBe('FAQ | Example Broker');
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://broker.example/de/faq');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shows an article with its picture as an absolute address on a large-image card, and its date', async () => {
    render(
      <DocumentHead
        {...BASE}
        title="Forex basics"
        path="blog/forex-basics"
        type="article"
        image={{ src: 'assets/images/blog/post-3/thumb.jpg', width: 600, height: 340, alt: 'Forex basics' }}
        publishedTime="2023-09-17"
      />,
    );
    await waitFor(() => expect(document.title).toBe('Forex basics | Example Broker'));
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:image"]')).toBe('https://broker.example/assets/images/blog/post-3/thumb.jpg');
    expect(meta('meta[property="og:image:width"]')).toBe('600');
    expect(meta('meta[property="og:image:height"]')).toBe('340');
    expect(meta('meta[property="og:image:alt"]')).toBe('Forex basics');
    expect(meta('meta[property="article:published_time"]')).toBe('2023-09-17');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="twitter:image"]')).toBe('https://broker.example/assets/images/blog/post-3/thumb.jpg');
    expect(meta('meta[name="twitter:image:alt"]')).toBe('Forex basics');
  });

  it('keeps a page out of search engines with noindex, and gives it no canonical address', async () => {
    render(<DocumentHead {...BASE} title="Sign in" path="sign-in" noindex />);
    await waitFor(() => expect(document.title).toBe('Sign in | Example Broker'));
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(meta('meta[name="robots"]')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe('NoIndex', () => {
  it('leaves one robots tag however deeply it is nested, and removes it with the page', async () => {
    const view = render(
      <NoIndex>
        <NoIndex>
          <DocumentHead {...BASE} title="Users" noindex />
          <p>inside</p>
        </NoIndex>
      </NoIndex>,
    );
    expect(view.getByText('inside')).toBeInTheDocument();
    await waitFor(() => expect(meta('meta[name="robots"]')).toBe('noindex'));
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    view.unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
