// Labels "adjective colour noun" from fixed word lists (the same lists as
// the Proscenium app's, Sources/ProsceniumBench/BenchRows.swift).

const adjectives = ["quiet", "brave", "gentle", "eager", "calm", "clever", "witty", "lucky", "proud",
  "swift", "bold", "keen", "merry", "noble", "plain", "quick", "rapid", "shy", "tidy", "vast", "warm",
  "young", "zesty", "fancy", "sturdy"];
const colours = ["red", "amber", "green", "teal", "blue", "indigo", "violet", "pink", "brown", "grey", "ivory"];
const nouns = ["kettle", "lantern", "otter", "meadow", "violin", "comet", "harbour", "pebble", "falcon",
  "garden", "ribbon", "castle", "walnut"];

const pick = (words) => words[(Math.random() * words.length) | 0];

export function makeLabel() {
  return `${pick(adjectives)} ${pick(colours)} ${pick(nouns)}`;
}
