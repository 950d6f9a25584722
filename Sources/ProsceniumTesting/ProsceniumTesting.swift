import Proscenium
