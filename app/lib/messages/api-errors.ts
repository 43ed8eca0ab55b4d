export const apiErrors = {
  notFound: "Not found.",
  badId: "The id is not valid.",
  methodNotAllowed: (allowed: string) => `This address does not take that method. Use ${allowed}.`,
  badForm: "The form could not be read. Please reload the page and try again.",
  badInput: "Please check the form.",
  badJson: "The request body is not valid JSON.",
  unknownIntent: "This form asked for something the page does not do. Please reload the page and try again.",
  signInRequired: "Please sign in.",
  badCategoriesFormat: "format must be plain, or left out.",
} as const;
