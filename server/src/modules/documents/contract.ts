import { documentCreateSchema, documentResource, listDocument, singleDocument } from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';

/** The document routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('documents');

export type SlugParams = { Params: { slug: string } };

export const listDocuments = doc({
  operationId: 'listDocuments',
  query: {
    page: true,
    filter: {
      benefit_group: {
        description: 'A benefit group’s documents (to its members and the organization’s administrators)',
        schema: { type: 'string' },
      },
      provider: {
        description:
          'A provider’s documents (licences), on request: to the provider, and to the people of the provider’s organization who ask',
        schema: { type: 'string' },
      },
    },
  },
  summary: 'The documents of one benefit group or one provider: exactly one of the two filters',
  responses: {
    200: { description: 'Its documents, oldest first', document: listDocument(documentResource) },
    401: 'signed out',
    404: 'no such benefit group or provider, or not yours to see',
    422: 'neither filter, or both',
  },
});

export const createDocument = doc({
  operationId: 'createDocument',
  location: '/api/documents/{id}',
  summary:
    'Name an uploaded file (your own upload of purpose `document`: PDF, PNG or JPEG, at most 5 MB) and attach it to a benefit group (the organization’s administrators) or to your provider profile',
  body: {
    type: 'documents',
    attributes: documentCreateSchema,
    relationships: { upload: 'uploads', benefit_group: 'benefit_groups', provider: 'providers' },
    requiredRelationships: ['upload'],
  },
  responses: {
    201: { description: 'The document', document: singleDocument(documentResource) },
    401: 'signed out',
    403: 'not allowed to add documents there',
    404: 'no such benefit group or provider, or not yours to see',
    422: "'You must specify document's name', 'You must upload a document first', not attached to exactly one of benefit_group and provider, or a disabled organization",
  },
});

export const deleteDocument = doc({
  operationId: 'deleteDocument',
  summary: 'Delete a document and its file (whoever may add documents there)',
  responses: {
    204: 'deleted',
    401: 'signed out',
    403: 'may read it, not delete it',
    404: 'not found',
    422: 'a disabled organization',
  },
});
