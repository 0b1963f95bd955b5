import ArgumentParser
import ListLabCLI

MemoryPolicy.apply()
ListLab.main()
