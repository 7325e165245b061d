/** Marks a pause/play button: focusing it does not hold the rotation it controls. */
export const ROTATION_CONTROL_ATTRIBUTE = "data-rotation-control";
