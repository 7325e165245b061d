export { Button, ButtonLink } from "./Button";
export { Card } from "./Card";
export { Container } from "./Container";
export { Eyebrow, Heading } from "./Heading";
export { Section } from "./Section";
export { TextLink } from "./TextLink";
export { Picture } from "./Picture";
