/** One step of a process, as content describes it and the step list shows it. */
export interface Step {
  title: string;
  description: string;
}
