import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../errors.js';
import { CommonErrors, ErrorEnvelope, paging } from '@court/contract/schemas/common';
import { MemberDetail, MemberList, MemberListQuery, MemberParams } from '@court/contract/schemas/court';
import { LangQuery } from '@court/contract/schemas/judgments';

const members: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['court'],
        summary: 'Members of the court: current (plain), then emeritus, then historic; by role within each group',
        querystring: MemberListQuery,
        response: { 200: MemberList, ...CommonErrors },
      },
    },
    async (request) =>
      app.repos.members.list({ group: request.query.group, role: request.query.role, ...paging(request.query) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['court'],
        summary: 'One member with the biography in the requested language',
        params: MemberParams,
        querystring: LangQuery,
        response: { 200: MemberDetail, 404: ErrorEnvelope, ...CommonErrors },
      },
    },
    async (request) => {
      const member = await app.repos.members.get(request.params.id, request.query.lang);
      if (!member) throw notFound(`No member ${request.params.id}`);
      return member;
    },
  );
};

export default members;
