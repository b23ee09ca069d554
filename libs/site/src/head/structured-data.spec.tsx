import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { articleJsonLd, organizationJsonLd, serializeJsonLd, StructuredData } from './structured-data';

const BREAKOUT = '</script><script>alert(1)</script><!--';

describe('serializeJsonLd', () => {
  it('writes <, > and & as \\u escapes that read back as the same data', () => {
    const data = { name: `A & B ${BREAKOUT}`, nested: { list: ['<b>', 'x\u2028y'] } };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('StructuredData', () => {
  it('renders one application/ld+json script that text of the page cannot end early', () => {
    const markup = renderToStaticMarkup(<StructuredData data={{ '@type': 'Organization', name: BREAKOUT }} />);
    expect(markup.match(/<script/g)).toHaveLength(1);
    expect(markup.match(/<\/script>/g)).toHaveLength(1);
    expect(markup.startsWith('<script type="application/ld+json">')).toBe(true);
    const json = markup.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual({ '@type': 'Organization', name: BREAKOUT });
  });

  it('puts the same JSON into the document when React renders it in the browser', () => {
    const { container } = render(<StructuredData data={{ '@type': 'Thing', name: 'x < y' }} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ '@type': 'Thing', name: 'x < y' });
  });
});

describe('organizationJsonLd', () => {
  const app = {
    name: 'Alpenfels Trading',
    origin: 'https://alpenfels.example/',
    contactInfo: { email: 'service@alpenfels.example', phoneNumber: '+43 1 234 56 78', address: 'Kärntner Ring 5, 1010 Wien' },
  };

  it('names the brand, its address on the web, the description and the contact details of the configuration', () => {
    expect(organizationJsonLd(app, { description: 'Multi-Asset-Online-Trading.' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://alpenfels.example/#organization',
      name: 'Alpenfels Trading',
      url: 'https://alpenfels.example/',
      description: 'Multi-Asset-Online-Trading.',
      email: 'service@alpenfels.example',
      telephone: '+43 1 234 56 78',
      address: 'Kärntner Ring 5, 1010 Wien',
    });
  });

  it('leaves out what the configuration does not give, and adds the slash an origin lacks', () => {
    expect(organizationJsonLd({ name: 'B', origin: 'https://b.example', contactInfo: { email: '', phoneNumber: '' } })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://b.example/#organization',
      name: 'B',
      url: 'https://b.example/',
    });
  });
});

describe('articleJsonLd', () => {
  const post = {
    title: 'Forex basics',
    summary: 'Pairs, pips and lots.',
    thumbnail: 'assets/images/blog/post-3/thumb.jpg',
    thumbnailSize: { width: 600, height: 340 },
    language: 'swe' as const,
  };

  it('describes the post: headline, summary, absolute thumbnail, date, language, the brand as author and publisher', () => {
    const app = { name: 'Nordvik Invest', origin: 'https://nordvik.example/' };
    expect(articleJsonLd({ post, path: '/swe/blog/forex-basics', published: '2023-09-17', app })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Forex basics',
      description: 'Pairs, pips and lots.',
      image: { '@type': 'ImageObject', url: 'https://nordvik.example/assets/images/blog/post-3/thumb.jpg', width: 600, height: 340 },
      datePublished: '2023-09-17',
      inLanguage: 'sv',
      author: {
        '@type': 'Organization',
        '@id': 'https://nordvik.example/#organization',
        name: 'Nordvik Invest',
        url: 'https://nordvik.example/',
      },
      publisher: {
        '@type': 'Organization',
        '@id': 'https://nordvik.example/#organization',
        name: 'Nordvik Invest',
        url: 'https://nordvik.example/',
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://nordvik.example/swe/blog/forex-basics' },
      url: 'https://nordvik.example/swe/blog/forex-basics',
    });
  });

  it('keeps addresses below an origin served from a folder, and omits an unknown date', () => {
    const data = articleJsonLd({ post, path: '/blog/forex-basics', app: { name: 'N', origin: 'https://host.example/broker/' } });
    expect(data.url).toBe('https://host.example/broker/blog/forex-basics');
    expect(data.image).toMatchObject({ url: 'https://host.example/broker/assets/images/blog/post-3/thumb.jpg' });
    expect(data).not.toHaveProperty('datePublished');
  });
});
