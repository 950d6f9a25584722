/// The fixed colours of symbols that have them in SF Symbols' multicolor
/// rendering (`symbolRenderingMode(.multicolor)`): a red `heart.fill`, a
/// yellow `exclamationmark.triangle.fill`. One symbol a line, `name glyph
/// [shape [badge]]`, each a `SystemColor` name or `-` for the foreground
/// style: the glyph, then the enclosing shape and the badge of a composed
/// symbol. Symbols not listed (`trash`) keep the foreground style.
let symbolMulticolors = """
heart.fill red
star.fill yellow
bolt.fill yellow
sun.max yellow
sun.max.fill yellow
lightbulb.fill yellow
exclamationmark.triangle yellow
exclamationmark.triangle.fill yellow
exclamationmark.octagon.fill red
xmark.octagon.fill red
flame orange
flame.fill orange
leaf green
leaf.fill green
drop.fill blue
folder cyan
folder.fill cyan
folder.badge.plus cyan - green
folder.badge.minus cyan - red
doc.badge.plus - - green
link.badge.plus - - green
person.badge.plus - - green
person.crop.circle.badge.plus - - green
plus.circle.fill white green
minus.circle.fill white red
"""
