import ArgumentParser
import ListLabCLI

ListLab.main()
