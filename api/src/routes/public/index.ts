import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { LOCALE_OF_LETTER } from '../../domain/references.js';
import { DOCUMENT_PATH, isImagePath, judgmentNumberOf } from '../../documents/paths.js';
import { folderListing } from '../../documents/listing.js';
import type { DocumentFile } from '../../documents/service.js';
import { CONTENT_CACHE_CONTROL } from '../../content-cache.js';
import { HttpError, notFound } from '../../errors.js';
import { CommonErrors, ErrorEnvelope, Query } from '@court/contract/schemas/common';
import {
  HtmlResponse,
  JudgmentPdfParams,
  LetterFolderParams,
  OtherDocumentParams,
  PdfResponse,
  PermalinkParams,
  YearFolderParams,
} from '@court/contract/schemas/documents';

const errors = { 404: ErrorEnvelope, 410: ErrorEnvelope, ...CommonErrors };
const gone = (message: string) => new HttpError(410, 'gone', message);
const noQuery = Query({});

/** The court's document server: judgment PDFs, folder listings, permalinks and the other documents. */
const documents: FastifyPluginAsyncTypebox = async (app) => {
  const cacheRoot = app.documents.cacheRoot;
  const sendDocument = (reply: FastifyReply, file: DocumentFile, publicPath: string) => {
    if (file === 'gone') throw gone(`${publicPath} was withdrawn`);
    if (!file) throw notFound(`No document ${publicPath}`);
    return reply
      .header('cache-control', CONTENT_CACHE_CONTROL)
      .sendFile(file.slice(cacheRoot.length + 1), cacheRoot, { cacheControl: false, acceptRanges: true });
  };

  app.get(
    '/public/:letter(^[nfd]$)/:year(^\\d{4}$)/:file',
    {
      schema: {
        tags: ['documents'],
        summary: 'PDF of one language version of a judgment (GET or HEAD; Range requests answered with 206)',
        params: JudgmentPdfParams,
        querystring: noQuery,
        response: { 200: PdfResponse, 206: PdfResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { letter, year, file } = request.params;
      const number = judgmentNumberOf(file, letter, year);
      const found = number ? await app.documents.judgmentPdf(year, number, LOCALE_OF_LETTER[letter]) : undefined;
      return sendDocument(reply, found, `/public/${letter}/${year}/${file}`);
    },
  );

  app.get(
    '/public/:letter(^[nfd]$)/:year(^\\d{4}$)/',
    {
      schema: {
        tags: ['documents'],
        summary: 'Folder listing of the judgments of a year in one language',
        params: YearFolderParams,
        querystring: noQuery,
        response: { 200: HtmlResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { letter, year } = request.params;
      const files = await app.documents.yearListing(LOCALE_OF_LETTER[letter], year);
      if (!files) throw notFound(`No folder /public/${letter}/${year}/`);
      reply.type('text/html; charset=utf-8').header('cache-control', CONTENT_CACHE_CONTROL);
      return folderListing(`/public/${letter}/${year}/`, LOCALE_OF_LETTER[letter], files);
    },
  );

  app.get(
    '/public/:letter(^[nfd]$)/',
    {
      schema: {
        tags: ['documents'],
        summary: 'Folder listing of the years of one language',
        params: LetterFolderParams,
        querystring: noQuery,
        response: { 200: HtmlResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { letter } = request.params;
      const years = await app.documents.yearsListing(LOCALE_OF_LETTER[letter]);
      reply.type('text/html; charset=utf-8').header('cache-control', CONTENT_CACHE_CONTROL);
      return folderListing(
        `/public/${letter}/`,
        LOCALE_OF_LETTER[letter],
        years.map((year) => `${year}/`),
      );
    },
  );

  app.get(
    '/:number(^\\d{1,4}$)/:year(^\\d{4}).pdf',
    {
      schema: {
        tags: ['documents'],
        summary: 'Permalink of a judgment: redirects to its French version, else Dutch, else German',
        params: PermalinkParams,
        querystring: noQuery,
        response: { 302: { type: 'null', description: 'Redirect to the PDF' }, ...errors },
      },
    },
    async (request, reply) => {
      const { number, year } = request.params;
      const target = await app.documents.defaultJudgmentPath(year, number);
      if (target === 'gone') throw gone(`Judgment ${number}/${year} was withdrawn`);
      if (!target) throw notFound(`No judgment ${number}/${year}`);
      return reply.header('cache-control', CONTENT_CACHE_CONTROL).redirect(target, 302);
    },
  );

  app.get(
    '/public/*',
    {
      schema: {
        tags: ['documents'],
        summary: 'Other documents: press releases, publications, job offers (PDF); member photos',
        params: OtherDocumentParams,
        querystring: noQuery,
        response: { 200: PdfResponse, 206: PdfResponse, ...errors },
      },
    },
    async (request, reply) => {
      const publicPath = `/public/${request.params['*']}`;
      // A folder of a year without its trailing slash: point to the listing, like a file server does.
      const folder = /^\/public\/([nfd])\/(\d{4})$/.exec(publicPath);
      if (folder) return reply.redirect(`${publicPath}/`, 301);
      if (!DOCUMENT_PATH.test(publicPath) || isImagePath(publicPath)) throw notFound(`No document ${publicPath}`);
      return sendDocument(reply, await app.documents.otherDocument(publicPath), publicPath);
    },
  );
};

export default documents;
