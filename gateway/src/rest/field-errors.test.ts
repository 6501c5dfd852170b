import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors.js';

describe('fieldErrorsOf: every validation family, one entry per message', () => {
  const cases: { name: string; body: Record<string, unknown>; errors: unknown }[] = [
    {
      name: 'express-validator {param,msg}',
      body: { errors: [{ param: 'title', msg: 'please enter title' }] },
      errors: [{ field: 'title', message: 'please enter title' }],
    },
    {
      name: 'express-validator v7 {type,path,msg,location}',
      body: {
        errors: [
          { type: 'field', path: 'timeSlot[1].startTime', msg: 'bad time', location: 'body' },
        ],
      },
      errors: [{ field: 'timeSlot.1.startTime', message: 'bad time' }],
    },
    {
      name: 'class-validator {property, constraints, children}',
      body: {
        message: [
          {
            property: 'title',
            constraints: {
              isNotEmpty: 'title should not be empty',
              isString: 'title must be a string',
            },
          },
          {
            property: 'timeSlot',
            children: [
              {
                property: '0',
                children: [{ property: 'startTime', constraints: { matches: 'bad' } }],
              },
            ],
          },
        ],
      },
      errors: [
        { field: 'title', message: 'title should not be empty' },
        { field: 'title', message: 'title must be a string' },
        { field: 'timeSlot.0.startTime', message: 'bad' },
      ],
    },
    {
      name: 'NestJS message: string[]',
      body: { message: ['title should not be empty'] },
      errors: [{ field: 'title', message: 'title should not be empty' }],
    },
    {
      name: 'Mongoose errors keyed by path',
      body: {
        name: 'ValidationError',
        errors: {
          title: { message: 'Path `title` is required.', path: 'title', kind: 'required' },
          'timeSlot.0.endTime': { message: 'bad end', kind: 'user defined' },
        },
      },
      errors: [
        { field: 'title', message: 'Path `title` is required.' },
        { field: 'timeSlot.0.endTime', message: 'bad end' },
      ],
    },
    {
      name: 'Joi details, path as a list',
      body: {
        details: [{ path: ['timeSlot', 0, 'startTime'], message: '"startTime" is required' }],
      },
      errors: [{ field: 'timeSlot.0.startTime', message: '"startTime" is required' }],
    },
    {
      name: 'Joi details under error, path as a string',
      body: {
        error: { details: [{ path: 'title', message: '"title" is not allowed to be empty' }] },
      },
      errors: [{ field: 'title', message: '"title" is not allowed to be empty' }],
    },
    {
      name: 'celebrate validation.body.keys',
      body: {
        statusCode: 400,
        message: 'Validation failed',
        validation: { body: { source: 'body', keys: ['title'], message: '"title" is required' } },
      },
      errors: [{ field: 'title', message: '"title" is required' }],
    },
    {
      name: "the contract's {property,message}",
      body: { errors: [{ property: 'email', message: 'Please enter username' }] },
      errors: [{ field: 'email', message: 'Please enter username' }],
    },
    {
      name: 'valData as objects',
      body: { valData: [{ param: 'couponDiscount', msg: 'must be a number' }] },
      errors: [{ field: 'couponDiscount', message: 'must be a number' }],
    },
    {
      name: 'valData as plain strings',
      body: { valData: ['title is required', 'Please choose a type'] },
      errors: [
        { field: 'title', message: 'title is required' },
        { field: '', message: 'Please choose a type' },
      ],
    },
    {
      name: 'errors as an object of string lists',
      body: { errors: { title: ['too short', 'too plain'] } },
      errors: [
        { field: 'title', message: 'too short' },
        { field: 'title', message: 'too plain' },
      ],
    },
  ];
  it.each(cases)('$name', ({ body, errors }) => {
    expect(fieldErrorsOf(body)).toEqual(errors);
  });
  it('none of them: undefined', () => {
    expect(fieldErrorsOf({ message: 'refused' })).toBeUndefined();
  });
});
