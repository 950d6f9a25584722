// UTType
