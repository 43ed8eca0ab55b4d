// The admin panel's tables share one look.
export const tableClass = "mt-3 w-full text-left text-sm";
export const cellClass = "border-t border-slate-200 px-2 py-2 align-top";
