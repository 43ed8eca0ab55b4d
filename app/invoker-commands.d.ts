// @types/react does not know the Invoker Commands API yet. Buttons that carry it open and close
// native dialogs without JavaScript, so a menu works before the page hydrates.
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close";
    commandfor?: string;
  }
}

export {};
