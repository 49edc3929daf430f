import { describe, expect, it } from 'vitest';
import type * as z from '../src/zod.ts';
import {
  PASSWORD_SPECIALS,
  adminChangePasswordFormSchema,
  emailSchema,
  passwordSchema,
  resetOtpSchema,
  resetPasswordFormSchema,
  signupSchema,
} from '../src/rules/account.ts';
import { messages } from '../src/rules/messages.ts';
import { reviewInputSchema } from '../src/rules/review.ts';
import { addCategorySchema, addFoodSchema, editFoodSchema, sellerSignupSchema } from '../src/rules/seller.ts';
import { isSameCity, isShippingInfoValidForConfirm, shippingInfoSchema } from '../src/rules/shipping.ts';

/** The messages a schema gives for a value; [] when valid. */
function errorsOf(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('password rule (login, signup, reset)', () => {
  it.each(['Ab1@x', 'ab1@xy', 'AB1@XY', 'Abc@xy', 'Abc1xy', ''])(
    '"%s" is refused with the spec message',
    (password) => {
      expect(errorsOf(passwordSchema, password)).toEqual([messages.password]);
    },
  );

  it('a 6-character password with every class is accepted; 5 characters are not', () => {
    expect(errorsOf(passwordSchema, 'Ab1@xy')).toEqual([]);
    expect(errorsOf(passwordSchema, 'Ab1@x')).toEqual([messages.password]);
  });

  it.each([...PASSWORD_SPECIALS])('the allowed special character %s satisfies the rule', (special) => {
    expect(errorsOf(passwordSchema, `Abc12${special}`)).toEqual([]);
  });

  it.each(['#', '^', '-', '_', ' ', '.', '(', '~', '€'])(
    'the forbidden character "%s" is refused even with a valid special',
    (bad) => {
      expect(errorsOf(passwordSchema, `Abc1@${bad}`)).toEqual([messages.password]);
    },
  );

  it('the message is the spec wording', () => {
    expect(messages.password).toBe('Password must include 6+ characters, uppercase, lowercase, number & special char');
  });
});

describe('email rule', () => {
  it.each(['plainaddress', 'a@b', '@example.com', 'a b@example.com', 'a@example .com', ''])(
    '"%s" is an invalid email format',
    (email) => {
      expect(errorsOf(emailSchema, email)).toEqual(['Invalid email format']);
    },
  );

  it('a simple address is accepted, trimmed and lowercased', () => {
    expect(emailSchema.parse('  Priya@Example.COM ')).toBe('priya@example.com');
  });

  it('look-alike forms of one email (full-width, compatibility letters, case) normalise to one', () => {
    for (const form of ['ＰＲＩＹＡ＠ｅｘａｍｐｌｅ．ｃｏｍ', ' PRIYA@EXAMPLE.COM ', 'priya@example.com']) {
      expect(emailSchema.parse(form)).toBe('priya@example.com');
    }
    // The Kelvin sign is a K; the long s is an s.
    expect(emailSchema.parse('\u212Airan@example.com')).toBe('kiran@example.com');
    expect(emailSchema.parse('\u017Fita@example.com')).toBe('sita@example.com');
  });
});

describe('customer signup', () => {
  const valid = { username: 'Priya', email: 'priya@example.com', phoneno: '9876543210', password: 'Secret@1' };

  it('a complete form is accepted', () => {
    expect(errorsOf(signupSchema, valid)).toEqual([]);
  });

  it('a blank username says "Username is required"', () => {
    expect(errorsOf(signupSchema, { ...valid, username: '   ' })).toEqual(['Username is required']);
  });

  it.each(['6123456789', '7123456789', '8123456789', '9123456789'])(
    'phone %s (starting 6-9) is accepted',
    (phoneno) => {
      expect(errorsOf(signupSchema, { ...valid, phoneno })).toEqual([]);
    },
  );

  it.each(['5123456789', '0123456789', '912345678', '91234567890', '98765abcde'])(
    'phone %s is an invalid Indian phone number',
    (phoneno) => {
      expect(errorsOf(signupSchema, { ...valid, phoneno })).toEqual(['Invalid Indian phone number']);
    },
  );
});

describe('forgot and reset password', () => {
  it.each(['123', '12345', 'abcd', '12 4'])('OTP "%s" must be 4 digits', (otp) => {
    expect(errorsOf(resetOtpSchema, otp)).toEqual(['OTP must be 4 digits']);
  });

  it('a 4-digit OTP is accepted', () => {
    expect(errorsOf(resetOtpSchema, '0427')).toEqual([]);
  });

  it('a confirmation that differs says "Passwords do not match."', () => {
    expect(errorsOf(resetPasswordFormSchema, { password: 'Secret@1', confirmPassword: 'Secret@2' })).toEqual([
      'Passwords do not match.',
    ]);
    expect(errorsOf(resetPasswordFormSchema, { password: 'Secret@1', confirmPassword: 'Secret@1' })).toEqual([]);
  });

  it('the missing-email alert is the spec wording', () => {
    expect(messages.resetEmailMissing).toBe('Email missing. Restart the password reset process.');
  });

  it('the admin change-password mismatch has no full stop', () => {
    expect(errorsOf(adminChangePasswordFormSchema, { newPassword: 'Secret@1', confirmPassword: 'Other@12' })).toEqual([
      'Passwords do not match',
    ]);
  });
});

describe('shipping form', () => {
  const valid = { address: '12 MG Road', city: 'Bengaluru', pincode: '560001', country: 'India', phone: '9876543210' };

  it('a complete address is accepted', () => {
    expect(errorsOf(shippingInfoSchema, valid)).toEqual([]);
  });

  it('an address of 4 characters is refused, 5 accepted', () => {
    expect(errorsOf(shippingInfoSchema, { ...valid, address: 'Flat' })).toEqual([
      'Address must be at least 5 characters',
    ]);
    expect(errorsOf(shippingInfoSchema, { ...valid, address: 'Flat1' })).toEqual([]);
  });

  it.each(['Bengaluru1', 'New-Delhi', ''])('city "%s" must contain only letters', (city) => {
    expect(errorsOf(shippingInfoSchema, { ...valid, city })).toEqual(['City must contain only letters']);
  });

  it('a city with spaces is accepted', () => {
    expect(errorsOf(shippingInfoSchema, { ...valid, city: 'Navi Mumbai' })).toEqual([]);
  });

  it.each(['56000', '5600011', '56000a'])('pincode %s must be exactly 6 digits', (pincode) => {
    expect(errorsOf(shippingInfoSchema, { ...valid, pincode })).toEqual(['Pincode must be exactly 6 digits']);
  });

  it.each(['India1', 'U.K.'])('country "%s" must contain only letters', (country) => {
    expect(errorsOf(shippingInfoSchema, { ...valid, country })).toEqual(['Country must contain only letters']);
  });

  it.each(['5876543210', '987654321', '98765432101'])('phone %s must be exactly 10 digits starting 6-9', (phone) => {
    expect(errorsOf(shippingInfoSchema, { ...valid, phone })).toEqual(['Phone must be exactly 10 digits']);
  });

  it('the pincode lookup messages are the spec wording', () => {
    expect([messages.pincodeInvalid, messages.pincodeFailed]).toEqual(['Invalid Pincode', 'Pincode validation failed']);
  });
});

describe('confirm page re-check', () => {
  const valid = { address: '12 MG Road', city: 'Bengaluru', pincode: '560001', country: 'India', phone: '9876543210' };

  it('accepts any 10-digit phone, even one starting 5', () => {
    expect(isShippingInfoValidForConfirm({ ...valid, phone: '5876543210' })).toBe(true);
  });

  it('refuses a short address, a bad pincode or a missing phone', () => {
    expect(isShippingInfoValidForConfirm({ ...valid, address: 'Flat' })).toBe(false);
    expect(isShippingInfoValidForConfirm({ ...valid, pincode: '5600' })).toBe(false);
    expect(isShippingInfoValidForConfirm({ ...valid, phone: '' })).toBe(false);
    expect(isShippingInfoValidForConfirm(null)).toBe(false);
  });

  it('compares cities case-insensitively and trimmed', () => {
    expect(isSameCity('  bengaluru ', 'Bengaluru')).toBe(true);
    expect(isSameCity('Mumbai', 'Bengaluru')).toBe(false);
  });

  it('its alerts are the spec wording', () => {
    expect(messages.invalidShipping).toBe('Invalid shipping information. Please check and try again.');
    expect(messages.saveShippingFirst).toBe('Please save your shipping info before proceeding.');
    expect(messages.differentCity).toBe('Delivery not available to a different city from the restaurant.');
  });
});

describe('review', () => {
  it.each([0, 6, 2.5, Number.NaN])('rating %s is refused with "Please provide rating and comment."', (rating) => {
    expect(errorsOf(reviewInputSchema, { rating, comment: 'Tasty' })).toEqual(['Please provide rating and comment.']);
  });

  it('a blank comment is refused with the same message', () => {
    expect(errorsOf(reviewInputSchema, { rating: 4, comment: '   ' })).toEqual(['Please provide rating and comment.']);
  });

  it.each([1, 5])('rating %s with a comment is accepted', (rating) => {
    expect(errorsOf(reviewInputSchema, { rating, comment: 'Tasty' })).toEqual([]);
  });
});

describe('seller forms', () => {
  const food = { name: 'Masala Dosa', price: 90, category: 'cat-dosa', quantity: 1 };

  it('type defaults to veg', () => {
    expect(addFoodSchema.parse(food).type).toBe('veg');
  });

  it('name, price and category are required', () => {
    expect(errorsOf(addFoodSchema, { quantity: 1 })).toEqual([
      'Name is required',
      'Price is required',
      'Category is required',
    ]);
  });

  it('quantity must be at least 1 on add but may be 0 on edit', () => {
    expect(errorsOf(addFoodSchema, { ...food, quantity: 0 })).toEqual(['Quantity must be at least 1']);
    expect(errorsOf(editFoodSchema, { ...food, quantity: 0 })).toEqual([]);
    expect(errorsOf(editFoodSchema, { ...food, quantity: -1 })).toEqual(['Quantity cannot be negative']);
  });

  it('image URL and description are optional', () => {
    expect(errorsOf(addFoodSchema, { ...food, image: '', description: undefined })).toEqual([]);
  });

  it('a new category needs a name and an image URL', () => {
    expect(errorsOf(addCategorySchema, { cat: '', catimg: '' })).toEqual([
      'Category name is required',
      'Category image URL is required',
    ]);
    expect(errorsOf(addCategorySchema, { cat: 'Chaat', catimg: 'not a url' })).toEqual([
      'Image must be an https:// address',
    ]);
  });

  it('seller signup requires every field', () => {
    expect(errorsOf(sellerSignupSchema, {})).toHaveLength(7);
  });
});
